import { meetingChangeMessages } from '@contracts/booking/meeting-changes';
import {
  MEETING_RESCHEDULED,
  type TMeetingRescheduled,
} from '@contracts/booking/meeting-rescheduled';
import type { TRangeQuery } from '@contracts/booking/meeting';
import type { TSlotList } from '@contracts/booking/public-booking';
import { generateSlots, slotEnd } from '@domain/booking/slots';
import { conflict, ID_TAKEN, type AppError } from '../../errors';
import type { Table, TransactionBuilder } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import {
  meetingKey,
  movedMeetingItem,
  toMeetingRefItem,
  type CancelledBy,
  type MeetingItem,
} from '../booking-pages/meeting-item';
import {
  busyMeeting,
  busyOf,
  mergeLocks,
  moveLocks,
  readDateOverrides,
  readLocks,
  readOwnerSchedule,
  type LockRead,
} from '../booking-pages/owner-schedule';
import { toOutboxItem } from '../outbox/outbox-item';
import { withOwnerNotice } from './owner-move-notice';
import { slotRulesOf, widened } from './public-booking-page';
import { slotRefusal } from './slot-refusal';

/**
 * Moving a booked meeting to another free time of its page, whichever side asks. Only booked
 * meetings move: they have an attendee to tell, and their length is the page's.
 */

/** The meeting may be moved at all: scheduled, and booked on the page. */
export function assertMovable(meeting: MeetingItem): void {
  if (meeting.status !== 'scheduled') throw conflict(meetingChangeMessages.alreadyCancelled);
  if (meeting.source !== 'booking') throw conflict(meetingChangeMessages.notBooked);
}

/** The owner's schedule as if this meeting were not in it: its own time is free to move into. */
const withoutMeeting = (read: LockRead, id: string): LockRead => ({
  sub: read.sub,
  days: new Map(
    [...read.days].map(([day, d]) => {
      const { [id]: _left, ...busy } = d.busy;
      return [day, { version: d.version, busy }];
    }),
  ),
});

/**
 * One try at the move. The new time must be free on the page, the meeting itself aside, and
 * offered by its rules (hours, date overrides, notice, horizon, the owner's meetings with the
 * page's buffer). One
 * transaction deletes the meeting's item at its old time (only while scheduled at the version
 * read: `changed` otherwise) and creates it at the new one (its key holds the start) with the
 * same id and the next SEQUENCE, points its ref there, moves the owner's day locks of both times
 * (out of the old days' `busy`, into the new ones') on condition of their versions (`moved`) and
 * writes `MeetingRescheduled` to the outbox. `also` adds the caller's own writes. A retry of the
 * same `key` after the move went through answers the moved meeting.
 *
 * A move by the visitor (`by: 'attendee'`, through their link) counts on the meeting
 * (`linkMoves`), on condition that the count is still the one read, which the caller checked is
 * below the limit: of two moves racing for the last one, only one lands. It also leaves the
 * owner's notice on the meeting, to be mailed once the moves settle (`owner-move-notice.ts`).
 */
export async function moveMeetingOnce(
  table: Pick<Table, 'queryAll' | 'transaction'>,
  input: {
    bookingPage: BookingPageItem;
    meeting: MeetingItem;
    start: Date;
    by: CancelledBy;
    key: string | undefined;
    now: Date;
    changed: AppError;
    moved: AppError;
    also?: (tx: TransactionBuilder, moved: MeetingItem) => void;
  },
): Promise<MeetingItem> {
  const { bookingPage, meeting, start, now } = input;
  assertMovable(meeting);
  if (meeting.startTime === start.toISOString()) {
    if (input.key && meeting.lastMoveKey === input.key) return meeting;
    throw conflict(meetingChangeMessages.sameTime);
  }
  const end = slotEnd(start, bookingPage.defaultMeetingDuration);
  const window = widened({ from: start, to: end }, bookingPage.bufferTime);
  const sub = String(meeting.userId);
  const [[around, pageIds], before, overrides] = await Promise.all([
    readOwnerSchedule(table, sub, window),
    readLocks(table, sub, { from: new Date(meeting.startTime), to: new Date(meeting.endTime) }),
    readDateOverrides(table, bookingPage, { from: start, to: end }),
  ]);
  const locks = mergeLocks(around, before);
  const busy = busyOf(withoutMeeting(locks, meeting.id), window, pageIds);
  const refusal = slotRefusal({ ...slotRulesOf(bookingPage), overrides }, start, now, busy);
  if (refusal) throw refusal;

  const byLink = input.by === 'attendee';
  const moved = movedMeetingItem(
    meeting,
    { startTime: start.toISOString(), endTime: end.toISOString() },
    now,
    input.key,
  );
  const next = byLink
    ? { ...withOwnerNotice(meeting, moved, now), linkMoves: (meeting.linkMoves ?? 0) + 1 }
    : moved;
  const rescheduled: TMeetingRescheduled = {
    bookingPageId: meeting.bookingPageId,
    meetingId: meeting.id,
    startTime: next.startTime,
    previousStartTime: meeting.startTime,
    previousEndTime: meeting.endTime,
    sequence: next.sequence ?? 0,
    rescheduledBy: input.by,
  };
  const tx = table
    .transaction()
    .delete(meetingKey(meeting), input.changed, {
      status: 'scheduled',
      sequence: meeting.sequence,
      ...(byLink ? { linkMoves: meeting.linkMoves } : {}),
    })
    .create(next, conflict(ID_TAKEN))
    .put(toMeetingRefItem(next))
    // One event per version: a meeting moved again is a new event, not a rewrite of the last.
    .put(
      toOutboxItem(MEETING_RESCHEDULED, `${meeting.id}#${rescheduled.sequence}`, rescheduled, now),
    );
  input.also?.(tx, next);
  await moveLocks(tx, locks, input.moved, {
    remove: [meeting.id],
    add: [busyMeeting(next)],
    pageIds,
  }).commit();
  return next;
}

/**
 * The free start times a meeting may move to in a period: the page's free times as a booking
 * sees them, the meeting itself not counting as busy, its current start left out. Read
 * eventually consistent: the move checks again.
 */
export async function freeTimesForMove(
  table: Pick<Table, 'queryAll'>,
  input: { bookingPage: BookingPageItem; meeting: MeetingItem; range: TRangeQuery; now: Date },
): Promise<TSlotList> {
  const { bookingPage, meeting } = input;
  const period = { from: new Date(input.range.from), to: new Date(input.range.to) };
  const around = widened(period, bookingPage.bufferTime + bookingPage.defaultMeetingDuration);
  const [[locks, pageIds], overrides] = await Promise.all([
    readOwnerSchedule(table, String(meeting.userId), around, false),
    readDateOverrides(table, bookingPage, period, false),
  ]);
  const busy = busyOf(withoutMeeting(locks, meeting.id), around, pageIds);
  const rules = { ...slotRulesOf(bookingPage), overrides };
  const slots = generateSlots(rules, period, input.now, busy);
  return { slots: slots.filter((slot) => slot.start !== meeting.startTime) };
}
