import { ENTRY_STATUSES, type TEntryStatus } from '@contracts/timesheets/entry';
import { MAX_TIMESHEET_LINES, type TTimesheet } from '@contracts/timesheets/timesheet';
import type { PeriodFilter } from '@domain/timesheets/periods';
import { timesheet } from '@domain/timesheets/totals';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { ownedCalendar } from '../calendars/owned-calendar';
import { periodRecords } from './period-records';
import { resolvePeriod } from './resolve-period';

/**
 * The timesheet overview (spec §2): a period of one of the caller's booking pages, read in the
 * page's zone, with its meetings, its entries (newest first) and totals from `domain/`, so the
 * amounts on screen are the ones the exports print. The lists hold at most
 * `MAX_TIMESHEET_LINES` each; the totals always cover the whole period.
 */
export async function getTimesheet(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { calendarId: string; sub: string; period: PeriodFilter },
): Promise<TTimesheet> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const period = resolvePeriod(input.period, deps.clock.now(), calendar.timeZone);
  const { meetings, entries } = await periodRecords(deps.table, calendar.id, {
    from: new Date(period.from),
    to: new Date(period.to),
  });
  const sheet = timesheet(meetings, entries);
  const statusCounts = Object.fromEntries(ENTRY_STATUSES.map((s) => [s, 0])) as Record<
    TEntryStatus,
    number
  >;
  for (const entry of entries) statusCounts[entry.status] += 1;
  // Newest first, cut to a bounded answer; the totals above already count every line.
  const newest = <T>(lines: T[]) => lines.reverse().slice(0, MAX_TIMESHEET_LINES);
  return {
    calendar: { id: calendar.id, name: calendar.name, timeZone: calendar.timeZone },
    period,
    meetings: newest(meetings),
    entries: newest(sheet.lines),
    totals: sheet.totals,
    statusCounts,
    omitted: {
      meetings: Math.max(0, meetings.length - MAX_TIMESHEET_LINES),
      entries: Math.max(0, sheet.lines.length - MAX_TIMESHEET_LINES),
    },
  };
}
