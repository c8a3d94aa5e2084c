import type { TEntryStatus } from '@contracts/timesheets/entry';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { customRange } from '@domain/timesheets/periods';
import { timesheet } from '@domain/timesheets/totals';
import { badRequest, conflict } from '../../errors';
import { MAX_TRANSACTION_OPS, type Table, type TransactionBuilder } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { countEntryWrites, entryDay } from './day-sums-item';
import { entriesQuery, entryKey, fromEntryItem, type EntryItem } from './entry-item';
import { periodMeetings } from './period-records';

/**
 * Writes a period's move takes besides its entries and their days: the period, the approval
 * link (a new one, or the used one marked), its event in the outbox, and the daily tally.
 */
const OWN_WRITES = 5;

/** 409: an entry changed between the read and the move; nothing was written. */
export const periodChanged = () => conflict(periodMessages.changedMeanwhile);

/** The entries of a period's days (oldest first), as stored. */
export async function periodEntryItems(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'timeZone'>,
  days: { startDate: string; endDate: string },
): Promise<EntryItem[]> {
  const range = customRange(days.startDate, days.endDate, bookingPage.timeZone);
  return table.queryAll<EntryItem>(entriesQuery(bookingPage.id, range.from, range.to, true));
}

/** The totals of a period's days once `entries` (all its entries) are moved. */
export async function periodTotalsOf(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'timeZone' | 'billing'>,
  days: { startDate: string; endDate: string },
  entries: readonly EntryItem[],
) {
  const meetings = await periodMeetings(
    table,
    bookingPage,
    customRange(days.startDate, days.endDate, bookingPage.timeZone),
  );
  return timesheet(meetings, entries.map(fromEntryItem)).totals;
}

/**
 * A period moves as one transaction — its entries, their days' sums and the period together —
 * so it is never half submitted, approved or reopened. DynamoDB takes 100 writes at most:
 * a period holding more entries than fit is refused with a message, before anything is written.
 */
export function requireOneTransaction(
  bookingPage: Pick<BookingPageItem, 'timeZone'>,
  entries: readonly EntryItem[],
): void {
  const days = new Set(entries.map((e) => entryDay(bookingPage.timeZone)(e.startTime))).size;
  const room = MAX_TRANSACTION_OPS - OWN_WRITES - days;
  if (entries.length > room) throw badRequest(periodMessages.tooMany(room));
}

/**
 * Moves `entries` to `to` inside `tx`, each with the change in its history and on condition it
 * is still as read (same status, unedited), and moves their counts between statuses in their
 * days' sums in the same transaction.
 */
export function moveEntries(
  tx: TransactionBuilder,
  bookingPage: Pick<BookingPageItem, 'id' | 'timeZone'>,
  entries: readonly EntryItem[],
  to: TEntryStatus,
  at: string,
): void {
  for (const entry of entries) {
    tx.update(
      entryKey(entry),
      {
        set: {
          status: to,
          statusHistory: [...(entry.statusHistory ?? []), { status: to, at }],
        },
      },
      periodChanged(),
      { status: entry.status, updatedAt: entry.updatedAt },
    );
  }
  countEntryWrites(
    tx,
    bookingPage,
    entries.map((entry) => {
      const before = fromEntryItem(entry);
      return { before, after: { ...before, status: to } };
    }),
  );
}
