import {
  bookingMessages,
  type TBookMeetingParsed,
  type TBooking,
} from '@contracts/booking/public-booking';
import { MEETING_BOOKED, type TMeetingBooked } from '@contracts/booking/meeting-booked';
import type { TMeeting } from '@contracts/booking/meeting';
import { slotEnd } from '@domain/booking/slots';
import { badRequest, conflict, ID_TAKEN } from '../../errors';
import { idempotencyKeys } from '../../keys/idempotency';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem } from '../../ports/table';
import { atVersion, bookingPageKey, locationOf } from '../booking-pages/booking-page-item';
import { toMeetingItem, toMeetingRefItem } from '../booking-pages/meeting-item';
import { toOutboxItem } from '../outbox/outbox-item';
import { newCancelToken, toCancelTokenItem } from './cancel-token-item';
import {
  busyMeeting,
  busyOf,
  lostRace,
  moveLocks,
  pauseBeforeRetry,
  readDateOverrides,
  readOwnerSchedule,
} from '../booking-pages/owner-schedule';
import { capReached, countBooking, readCapCounts } from './booking-caps';
import {
  findPublicBookingPage,
  offeredPlatforms,
  platformCount,
  slotRulesOf,
} from './public-booking-page';
import { slotRefusal } from './slot-refusal';

const LOCK_MOVED = conflict(bookingMessages.slotTaken);
const KEY_RACE = conflict(bookingMessages.keyReused);
const PAGE_CHANGED = conflict(bookingMessages.slotUnavailable);
const NO_LINK = badRequest(bookingMessages.platformUnavailable, {
  meetingPlatform: bookingMessages.platformUnavailable,
});
const PLATFORM_NOT_OFFERED = badRequest(bookingMessages.platformNotOffered, {
  meetingPlatform: bookingMessages.platformNotOffered,
});
/** Enough for a burst of bookings on one owner: each lost race means another booking went in. */
const ATTEMPTS = 30;
/** A retried request is answered from its claim for a day. */
const CLAIM_TTL_SECONDS = 24 * 60 * 60;

interface BookingClaim extends TableItem {
  bookingPageId: string;
  /** The first answer without its manage token: the table never holds a link's raw token. */
  booking: TBooking;
  ttl: number;
}

const claimKey = (key: string) => idempotencyKeys.key({ scope: 'booking', key });

export interface BookMeetingDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
}

/**
 * A visitor books a time on a public page (spec §7 book-meeting). Never a double booking: the
 * owner's day locks around the time are read with the meetings they hold (strongly consistent);
 * the meeting is written only together with a move of those versions, which adds it to them, so
 * of two overlapping bookings the second to commit fails, re-reads, finds the first and answers
 * 409. A retry carrying the same idempotency key gets the first answer again; the claim is
 * written in the meeting's own transaction, so a key never stands for a booking that was not
 * made. `MeetingBooked` is written in that transaction too, to the outbox, and published from the
 * table stream: the mails follow every booking made, and only those. A time sooner than the
 * page's minimum notice or beyond its horizon is refused, and so is a booking over one of the
 * caps on anonymous bookings (`booking-caps.ts`, 429); the caps' counters move in the same
 * transaction, so only bookings made count. A video platform is taken only when one of the page's
 * connected calendars will make its join link (`domain/booking/meeting-platforms.ts`); asked for
 * otherwise, the booking is refused (400) and nothing is written. The page's count of that
 * provider's calendars must still be the one read when the booking commits, so a disconnection
 * meanwhile sends it round again. A page whose owner set a location offers no platform (one asked
 * for is refused, 400); the meeting keeps a copy of the location, written on the version read.
 *
 * The answer carries the visitor's manage token (`/book/cancel#<token>`), made for the booker's
 * success screen and stored in the same transaction, only as its hash, as the mailed link is
 * (`cancel-token-item.ts`: it names the meeting and lives until the meeting's end). The claim keeps
 * the answer without it, so a retry of the same request is answered without a token: the
 * confirmation mail brings its own link either way.
 */
export async function bookMeeting(
  deps: BookMeetingDeps,
  input: { slug: string; booking: TBookMeetingParsed; sourceIp: string },
): Promise<TBooking> {
  const { booking: request } = input;
  const start = new Date(request.startTime);
  const readClaim = () =>
    deps.table.get<BookingClaim>(claimKey(request.idempotencyKey), { consistent: true });
  for (let attempt = 1; ; attempt += 1) {
    const bookingPage = await findPublicBookingPage(deps.table, input.slug, true);
    const rules = slotRulesOf(bookingPage);
    const end = slotEnd(start, bookingPage.defaultMeetingDuration);
    const pad = bookingPage.bufferTime * 60_000;
    const window = { from: new Date(start.getTime() - pad), to: new Date(end.getTime() + pad) };
    const now = deps.clock.now();
    // The day locks hold the owner's meetings of every page; the pages still there are one
    // Query of ids, so a booking's reads do not grow with the number of pages. The key's claim
    // and the caps' counters need nothing from them, so they are read at the same time.
    const [[locks, pageIds], replay, caps, overrides] = await Promise.all([
      readOwnerSchedule(deps.table, bookingPage.userId, window),
      readClaim(),
      readCapCounts(
        deps.table,
        {
          bookingPageId: bookingPage.id,
          attendeeEmail: request.attendeeEmail,
          sourceIp: input.sourceIp,
        },
        now,
      ),
      readDateOverrides(deps.table, bookingPage, window),
    ]);
    const busy = busyOf(locks, window, pageIds);
    const answered = replayOf(replay, bookingPage.id, now);
    if (answered) return answered;
    const platform = request.meetingPlatform ?? null;
    // The owner set where it takes place: no platform is offered, and the booking keeps a copy.
    const location = locationOf(bookingPage.location);
    if (platform && location) throw PLATFORM_NOT_OFFERED;
    if (platform && !offeredPlatforms(bookingPage).includes(platform)) throw NO_LINK;
    const refusal = slotRefusal({ ...rules, overrides }, start, now, busy) ?? capReached(caps);
    if (refusal) {
      // The claim and the meetings were read at the same time: a first request of this key that
      // committed in between shows here as its own meeting, yet not as a claim. The claim is read
      // again, so its retry is answered with the first booking rather than told its time is taken.
      const late = replayOf(await readClaim(), bookingPage.id, now);
      if (late) return late;
      throw refusal;
    }

    const meeting: TMeeting = {
      id: deps.ids.newId(),
      bookingPageId: bookingPage.id,
      connectionId: bookingPage.primaryConnectionId ?? null,
      title: `Meeting with ${request.attendeeName}`,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      attendeeName: request.attendeeName,
      attendeeEmail: request.attendeeEmail,
      status: 'scheduled',
      source: 'booking',
      platform,
      notes: request.attendeeNotes || null,
      createdAt: now.toISOString(),
      ...(location ? { location } : {}),
    };
    const claimed: TBooking = {
      id: meeting.id,
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      attendeeName: meeting.attendeeName,
      attendeeEmail: meeting.attendeeEmail,
      meetingPlatform: platform,
      bookingPageName: bookingPage.name,
    };
    const claim: BookingClaim = {
      ...claimKey(request.idempotencyKey),
      bookingPageId: bookingPage.id,
      booking: claimed,
      ttl: Math.floor(now.getTime() / 1000) + CLAIM_TTL_SECONDS,
    };
    const manageToken = newCancelToken();
    const booked: TMeetingBooked = {
      bookingPageId: bookingPage.id,
      meetingId: meeting.id,
      startTime: meeting.startTime,
    };
    const tx = deps.table
      .transaction()
      .create(
        {
          ...toMeetingItem(meeting, bookingPage.userId),
          attendeeTimeZone: request.attendeeTimeZone ?? bookingPage.timeZone,
        },
        conflict(ID_TAKEN),
      )
      .put(toMeetingRefItem(meeting))
      .create(toCancelTokenItem(manageToken, meeting, now), conflict(ID_TAKEN))
      .put(toOutboxItem(MEETING_BOOKED, meeting.id, booked, now));
    // A claim that appeared since it was read is a concurrent retry's: its answer is this one's.
    // An expired claim of the same key is simply replaced.
    if (replay) tx.put(claim);
    else tx.create(claim, KEY_RACE);
    countBooking(tx, caps);
    // Only on the settings read: an edit, pause or deletion committed meanwhile sends it round again.
    // So is a disconnection of the calendar that would make the platform's link.
    tx.check(
      bookingPageKey(bookingPage.id),
      {
        exists: true,
        equals: {
          ...atVersion(bookingPage),
          ...(platform ? platformCount(bookingPage, platform) : {}),
        },
      },
      PAGE_CHANGED,
    );
    try {
      // Meetings of pages deleted since are dropped on the way, so they do not pile up.
      await moveLocks(tx, locks, LOCK_MOVED, { add: [busyMeeting(meeting)], pageIds }).commit();
    } catch (error) {
      if (
        (error === KEY_RACE || error === PAGE_CHANGED || lostRace(error, LOCK_MOVED)) &&
        attempt < ATTEMPTS
      ) {
        await pauseBeforeRetry(attempt);
        continue;
      }
      throw error;
    }
    return { ...claimed, manageToken };
  }
}

/** A live claim's first answer; a claim made on another page means the key was reused. */
function replayOf(
  claim: BookingClaim | undefined,
  bookingPageId: string,
  now: Date,
): TBooking | undefined {
  if (!claim || claim.ttl <= now.getTime() / 1000) return undefined;
  if (claim.bookingPageId !== bookingPageId) throw conflict(bookingMessages.keyReused);
  return claim.booking;
}
