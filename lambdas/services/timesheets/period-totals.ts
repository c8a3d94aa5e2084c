import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { TResolvedPeriod } from '@contracts/timesheets/period';
import type { TTimesheetTotals } from '@contracts/timesheets/timesheet';
import { meetingsStarting } from '@domain/booking/day-schedule';
import {
  addSums,
  statusCountsOf,
  sumsOf,
  totalsOf,
  type EntrySums,
} from '@domain/timesheets/day-sums';
import { minutesBetween } from '@domain/timesheets/totals';
import type { Table } from '../../ports/table';
import type { CalendarItem } from '../calendars/calendar-item';
import { readLocks } from '../calendars/owner-schedule';
import { periodSums } from './day-sums-item';
import { entriesQuery, fromEntryItem } from './entry-item';
import { rangeOf } from './resolve-period';
import type { Range } from './period-lines';

export interface PeriodTotals {
  totals: TTimesheetTotals;
  statusCounts: Record<TEntryStatus, number>;
  /** How many scheduled meetings and entries start in the period. */
  counts: { meetings: number; entries: number };
}

/**
 * A period's totals without reading its lines: the entries' figures from the page's day sums,
 * the meetings' from the owner's day locks, which hold every scheduled meeting of each day
 * (`owner-schedule.ts`). Two short Queries whose size grows with the days of the period, not
 * with what they hold.
 */
export async function periodTotals(
  table: Pick<Table, 'queryAll'>,
  calendar: Pick<CalendarItem, 'id' | 'userId' | 'entrySums'>,
  period: TResolvedPeriod,
): Promise<PeriodTotals> {
  const range = rangeOf(period);
  const [sums, locks] = await Promise.all([
    calendar.entrySums
      ? periodSums(table, calendar.id, { first: period.startDate, last: period.endDate })
      : sumsOfEveryEntry(table, calendar.id, range),
    readLocks(table, calendar.userId, range),
  ]);
  const meetings = meetingsStarting(
    [...locks.days.values()].map((d) => d.busy),
    calendar.id,
    range,
  );
  const meetingMinutes = meetings.reduce((n, m) => n + minutesBetween(m.start, m.end), 0);
  return {
    totals: totalsOf(meetingMinutes, sums),
    statusCounts: statusCountsOf(sums),
    counts: { meetings: meetings.length, entries: sums.entries },
  };
}

/**
 * A page made before entries kept day sums has none for its older entries: its periods are
 * summed from the entries themselves, as they always were.
 */
async function sumsOfEveryEntry(
  table: Pick<Table, 'queryAll'>,
  calendarId: string,
  range: Range,
): Promise<EntrySums> {
  const items = await table.queryAll(entriesQuery(calendarId, range.from, range.to, true));
  return addSums(items.map((item) => sumsOf(fromEntryItem(item))));
}
