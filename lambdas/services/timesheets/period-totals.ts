import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { TResolvedPeriod } from '@contracts/timesheets/period';
import type { TTimesheetTotals } from '@contracts/timesheets/timesheet';
import { meetingsStarting, type DayBusy } from '@domain/booking/day-schedule';
import {
  addSums,
  meetingSumsOf,
  statusCountsOf,
  sumsOf,
  totalsOf,
  type EntrySums,
} from '@domain/timesheets/day-sums';
import { billedMeeting, meetingLine, minutesBetween } from '@domain/timesheets/totals';
import { unratedLines, type UnratedLines } from '@domain/timesheets/unrated';
import { importedEventKeys } from '../../keys/imported-event';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { billingOf } from './billing-item';
import type { ImportedEventItem } from '../booking-pages/imported-event-item';
import { readLocks } from '../booking-pages/owner-schedule';
import { periodSums } from './day-sums-item';
import { entriesQuery, fromEntryItem } from './entry-item';
import { rangeOf } from './resolve-period';
import type { Range } from './period-lines';

export interface PeriodTotals {
  totals: TTimesheetTotals;
  /** The entries' own billable figures, meetings left out. */
  entryTotals: Pick<TTimesheetTotals, 'billableMinutes' | 'billableAmountPence'>;
  statusCounts: Record<TEntryStatus, number>;
  /** How many counted meetings (`countsOnTimesheet`) and entries start in the period. */
  counts: { meetings: number; entries: number };
  /** The billable lines that would be approved with no rate (`domain/timesheets/unrated.ts`). */
  unrated: UnratedLines;
}

/**
 * A period's totals without reading its lines: the entries' figures from the page's day sums,
 * the meetings' from the owner's day locks, which hold every scheduled meeting of each day
 * (`owner-schedule.ts`). Two short Queries whose size grows with the days of the period, not
 * with what they hold, and a third for the page's imported events: the locks hold imported busy
 * time too (it must block free times), and it is not work, so their meetings are left out.
 */
export async function periodTotals(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'userId' | 'entrySums' | 'unratedSums' | 'billing'>,
  period: TResolvedPeriod,
): Promise<PeriodTotals> {
  const range = rangeOf(period);
  const [sums, locks, imported] = await Promise.all([
    bookingPage.entrySums
      ? periodSums(table, bookingPage.id, { first: period.startDate, last: period.endDate })
      : sumsOfEveryEntry(table, bookingPage.id, range),
    readLocks(table, bookingPage.userId, range),
    importedMeetingIds(table, bookingPage.id),
  ]);
  const meetings = meetingsStarting(
    [...locks.days.values()].map((d) => withoutImported(d.busy, imported)),
    bookingPage.id,
    range,
  );
  // Each billed meeting earns its own amount, rounded once, as its line shows it.
  const billing = billingOf(bookingPage);
  const lines = meetings.map((m) =>
    meetingLine(billedMeeting({ durationMinutes: minutesBetween(m.start, m.end) }, billing)),
  );
  return {
    totals: totalsOf(meetingSumsOf(lines), sums),
    entryTotals: {
      billableMinutes: sums.billableMinutes,
      billableAmountPence: sums.billableAmountPence,
    },
    statusCounts: statusCountsOf(sums),
    counts: { meetings: meetings.length, entries: sums.entries },
    unrated: unratedLines({
      unratedDrafts: await unratedDrafts(table, bookingPage, range, sums),
      meetings: meetings.length,
      billing,
    }),
  };
}

/**
 * The period's billable drafts without a rate. Day sums count them on pages made since they do
 * (`unratedSums`); an older page's sums may lack some, so while its period has drafts they are
 * counted from its entries, as a page without day sums has all its figures counted.
 */
async function unratedDrafts(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'entrySums' | 'unratedSums'>,
  range: Range,
  sums: EntrySums,
): Promise<number> {
  if (!bookingPage.entrySums || bookingPage.unratedSums || sums.draft === 0)
    return sums.unratedDrafts;
  return (await sumsOfEveryEntry(table, bookingPage.id, range)).unratedDrafts;
}

/**
 * A page made before entries kept day sums has none for its older entries: its periods are
 * summed from the entries themselves, as they always were.
 */
async function sumsOfEveryEntry(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
  range: Range,
): Promise<EntrySums> {
  const items = await table.queryAll(entriesQuery(bookingPageId, range.from, range.to, true));
  return addSums(items.map((item) => sumsOf(fromEntryItem(item))));
}

/**
 * The ids of the meetings the page's connections imported: one Query of the page's imported
 * event items (`lambdas/keys/imported-event.ts`), each naming its meeting. Sync writes the item
 * in the meeting's own transaction and removes both together, so this is exactly the imported
 * busy time, however old the lock entries that hold it.
 */
async function importedMeetingIds(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
): Promise<Set<string>> {
  const items = await table.queryAll<ImportedEventItem>({
    ...importedEventKeys.inPartition({ bookingPageId }),
    consistent: true,
  });
  return new Set(items.map((item) => item.meetingId));
}

const withoutImported = (busy: DayBusy, imported: ReadonlySet<string>): DayBusy =>
  Object.fromEntries(Object.entries(busy).filter(([id]) => !imported.has(id)));
