import { bookingPageMessages } from '@contracts/booking/booking-page';
import { conflict } from '../../errors';
import { bookingPageKeys } from '../../keys/booking-page';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { indexKeys } from '../../keys/table-schema';
import { meetingKeys } from '../../keys/meeting';
import type { Clock } from '../../ports/clock';
import { MAX_TRANSACTION_OPS, type Table, type TableKey } from '../../ports/table';
import { cancelMeetingOnce } from '../booking/cancel-meeting';
import { clientKey, type ClientItem } from '../clients/client-item';
import { rewriteClient } from '../clients/client-pages';
import { retryOnClash } from '../retry-on-clash';
import {
  atVersion,
  bookingPageKey,
  slugClaimKey,
  versionOf,
  type BookingPageItem,
} from './booking-page-item';
import { impactOf, isUpcomingBooking, readPageContents } from './deletion-impact';
import type { ExternalEvent, MeetingItem } from './meeting-item';
import { ownedBookingPage } from './owned-booking-page';
import { bookingPageRefKey } from './owner-schedule';
import { writeSchedule } from './schedule-write';

/** What the visitors of the cancelled meetings are told (the cancellation mail's reason). */
export const PAGE_DELETED_REASON = 'The host has closed this booking page.';
/** The finished page and its cancelled meetings stay this long, for their cancellation mails. */
const KEEP_FOR_MAILS_SECONDS = 30 * 24 * 60 * 60;
const ATTEMPTS = 10;

const changedElsewhere = () => conflict(bookingPageMessages.changedElsewhere);
const MEETING_CHANGED = conflict('A meeting changed at the same moment. Please try again.');
const LOCK_MOVED = conflict('Your calendar changed at the same moment. Please try again.');

export interface DeleteBookingPageDeps {
  table: Pick<Table, 'get' | 'queryAll' | 'queryPages' | 'transaction'>;
  clock: Clock;
}

/**
 * Deletes a booking page without losing anyone's work silently. While the page holds submitted or
 * approved time entries (work sent for billing) it is refused with 409. Otherwise, in steps that
 * each may be repeated:
 * 1. the page is marked `deletingAt` (its version grows, so a booking in flight on it fails and
 *    reads it again): from then on it is closed to visitors and to every owner route but this one
 *    and its view, and the entries are checked again, an entry submitted meanwhile undoing the mark;
 * 2. each upcoming booked meeting is cancelled like an owner's cancel, `MeetingCancelled` in its
 *    own transaction, so each visitor is mailed a cancellation;
 * 3. the rest of the partition is deleted, page by page, up to 100 items a transaction; the
 *    meetings just cancelled stay (with a `ttl`) until their mails have read them, and so do the
 *    connections their events were written back through, until the write-back has deleted them;
 * 4. one transaction ends it: the page leaves the owner's list and keeps only what the mails read
 *    (`deletedAt`, `ttl`), its slug claims (moved ones too) and owner reference go, and its client
 *    lets it go.
 * A deletion that stopped midway shows in the owner's list as deleting; deleting it again goes on
 * from the step it reached. Closing the account (`closingAccount`) deletes the page whatever
 * entries it holds: the owner asked for all of it to go.
 */
export async function deleteBookingPage(
  deps: DeleteBookingPageDeps,
  input: { id: string; sub: string; closingAccount?: boolean },
): Promise<void> {
  const found = await ownedBookingPage(deps.table, input.id, input.sub, { deleting: true });
  const bookingPage = found.deletingAt
    ? found
    : await startDeletion(deps, found, input.closingAccount === true);
  const since = String(bookingPage.deletingAt);
  await cancelUpcomingBookings(deps, bookingPage);
  await deleteContents(deps, bookingPage, since);
  await finishDeletion(deps, bookingPage, input.sub);
}

async function startDeletion(
  deps: DeleteBookingPageDeps,
  bookingPage: BookingPageItem,
  closingAccount: boolean,
): Promise<BookingPageItem> {
  const now = deps.clock.now();
  const lockedNow = async () =>
    closingAccount
      ? 0
      : impactOf(await readPageContents(deps.table, bookingPage.id), now).lockedEntries;
  refuseLocked(await lockedNow());
  const marked = { deletingAt: now.toISOString(), version: versionOf(bookingPage) + 1 };
  await deps.table
    .transaction()
    .update(
      bookingPageKey(bookingPage.id),
      { set: marked },
      changedElsewhere(),
      atVersion(bookingPage),
    )
    .commit();
  // An entry submitted between the check and the mark: the page goes back as it was.
  const locked = await lockedNow();
  if (locked > 0) {
    await deps.table
      .transaction()
      .update(
        bookingPageKey(bookingPage.id),
        { remove: ['deletingAt'], set: { version: marked.version + 1 } },
        changedElsewhere(),
        { version: marked.version },
      )
      .commit();
    refuseLocked(locked);
  }
  return { ...bookingPage, ...marked };
}

function refuseLocked(locked: number) {
  if (locked > 0) throw conflict(bookingPageMessages.deletionRefused(locked));
}

/** Step 2: every booked meeting still ahead is cancelled, its visitor mailed. */
async function cancelUpcomingBookings(deps: DeleteBookingPageDeps, bookingPage: BookingPageItem) {
  const now = deps.clock.now();
  const { meetings } = await readPageContents(deps.table, bookingPage.id);
  for (const row of meetings.filter((m) => isUpcomingBooking(m, now))) {
    await writeSchedule(
      { retryOn: [MEETING_CHANGED, LOCK_MOVED], attempts: ATTEMPTS },
      async () => {
        const meeting = await deps.table.get<MeetingItem>(
          { PK: row.PK, SK: row.SK },
          {
            consistent: true,
          },
        );
        // Cancelled (or moved) by its visitor meanwhile: their own change has told them.
        if (!meeting || meeting.status !== 'scheduled') return;
        await cancelMeetingOnce(deps.table, {
          meeting,
          by: 'owner',
          reason: PAGE_DELETED_REASON,
          now: deps.clock.now(),
          changed: MEETING_CHANGED,
          moved: LOCK_MOVED,
        });
      },
    );
  }
}

/**
 * Step 3: everything under the page (its own partition and its connections') but the page item
 * and the meetings this deletion cancelled, which are given a `ttl` instead (their
 * `MeetingCancelled` mails read them).
 */
async function deleteContents(
  deps: DeleteBookingPageDeps,
  bookingPage: BookingPageItem,
  since: string,
) {
  const ttl = Math.floor(deps.clock.now().getTime() / 1000) + KEEP_FOR_MAILS_SECONDS;
  const page = bookingPageKey(bookingPage.id);
  const writtenThrough = await connectionsOfCancelledEvents(deps.table, bookingPage.id, since);
  const partitions = [
    bookingPageKeys.pk.format({ id: bookingPage.id }),
    calendarConnectionKeys.pk.format({ bookingPageId: bookingPage.id }),
  ];
  for (const pk of partitions) {
    for await (const items of deps.table.queryPages<TableKey & Record<string, unknown>>({
      pk,
      projection: ['PK', 'SK', 'id', 'status', 'startTime', 'cancelledAt', 'ttl'],
    })) {
      const rest = items.filter((item) => item.PK !== page.PK || item.SK !== page.SK);
      for (let i = 0; i < rest.length; i += MAX_TRANSACTION_OPS) {
        const tx = deps.table.transaction();
        for (const item of rest.slice(i, i + MAX_TRANSACTION_OPS)) {
          const key = { PK: item.PK, SK: item.SK };
          if (isConnection(item) && writtenThrough.has(String(item.id))) {
            // Kept for the write-back to delete the cancelled meetings' events, off the sync index.
            if (item.ttl === undefined)
              tx.update(key, { set: { ttl }, remove: SYNC_INDEX }, changedElsewhere());
          } else if (!cancelledByThisDeletion(item, since)) tx.deleteIfAny(key);
          else if (item.ttl === undefined) tx.update(key, { set: { ttl } }, changedElsewhere());
        }
        if (tx.size > 0) await tx.commit();
      }
    }
  }
}

const SYNC_INDEX = Object.values(indexKeys('GSI1'));
const isConnection = (item: TableKey) => calendarConnectionKeys.parse(item) !== undefined;

/**
 * The connections that the meetings this deletion cancelled were written back through: the
 * write-back deletes those events after the cancellation, and needs the connection to reach them.
 */
async function connectionsOfCancelledEvents(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
  since: string,
): Promise<Set<string>> {
  const meetings = await table.queryAll<Record<string, unknown>>({
    ...meetingKeys.inPartition({ bookingPageId }),
    consistent: true,
    projection: ['SK', 'status', 'startTime', 'cancelledAt', 'external'],
  });
  const ids = meetings
    .filter((m) => cancelledByThisDeletion(m, since))
    .map((m) => m.external as ExternalEvent | undefined)
    .filter((e): e is ExternalEvent => !!e && !e.deleted)
    .map((e) => e.connectionId);
  return new Set(ids);
}

const cancelledByThisDeletion = (item: Record<string, unknown>, since: string) =>
  item.SK !== undefined &&
  String(item.SK).startsWith(meetingKeys.sk.prefix) &&
  item.status === 'cancelled' &&
  String(item.startTime) >= since &&
  String(item.cancelledAt ?? '') >= since;

/**
 * Step 4: the page leaves every list and link; what the mails read expires later. Its client's
 * list of pages lets it go in the same transaction (rather than keeping an id readers would pass
 * over), so the client's count of pages, its cap and its deletion see only pages that still bill
 * it. The page's `clientId` is read afresh: a link made since the deletion began was refused, but
 * one committed just before it would not be in the page read at the start. A save of the client
 * at the same moment makes the write clash, and it is tried again.
 */
async function finishDeletion(
  deps: DeleteBookingPageDeps,
  bookingPage: BookingPageItem,
  sub: string,
) {
  await retryOnClash(3, async () => {
    const now = deps.clock.now();
    const current = await deps.table.get<BookingPageItem>(bookingPageKey(bookingPage.id), {
      consistent: true,
    });
    const client = current?.clientId
      ? await deps.table.get<ClientItem>(clientKey(sub, current.clientId), { consistent: true })
      : undefined;
    const tx = deps.table
      .transaction()
      .update(
        bookingPageKey(bookingPage.id),
        {
          set: {
            deletedAt: now.toISOString(),
            ttl: Math.floor(now.getTime() / 1000) + KEEP_FOR_MAILS_SECONDS,
          },
          remove: ['GSI1PK', 'GSI1SK', 'availability', 'formerSlugs'],
        },
        conflict(bookingPageMessages.notFound),
      )
      .deleteIfAny(bookingPageRefKey(sub, bookingPage.id));
    for (const slug of new Set([
      bookingPage.slug,
      ...(bookingPage.formerSlugs ?? []).map((f) => f.slug),
    ]))
      tx.deleteIfAny(slugClaimKey(slug));
    if (client?.bookingPageIds.includes(bookingPage.id))
      rewriteClient(tx, client, {
        ...client,
        bookingPageIds: client.bookingPageIds.filter((id) => id !== bookingPage.id),
        updatedAt: now.toISOString(),
      });
    await tx.commit();
  });
}
