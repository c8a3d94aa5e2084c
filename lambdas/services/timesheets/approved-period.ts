import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { customRange } from '@domain/timesheets/periods';
import { conflict } from '../../errors';
import type { Table } from '../../ports/table';
import type { CalendarItem } from '../calendars/calendar-item';
import { ownedCalendar } from '../calendars/owned-calendar';
import { ownedPeriod } from './owned-period';
import type { PeriodItem } from './period-item';
import { periodRecords } from './period-records';

/** 409: only an approved period can be billed. */
export const notApproved = () => conflict('Only an approved period can be invoiced');

/**
 * One of the caller's approved periods with the records it was approved with: the entries of its
 * days (all approved, and locked while it stays approved) and its meetings, oldest first — the
 * very records the export of those days shows, so an invoice's lines are the export's lines.
 */
export async function approvedPeriod(
  table: Pick<Table, 'get' | 'queryAll'>,
  input: { calendarId: string; periodId: string; sub: string },
): Promise<{
  calendar: CalendarItem;
  period: PeriodItem;
  meetings: TTimesheetMeeting[];
  entries: TTimeEntry[];
}> {
  const calendar = await ownedCalendar(table, input.calendarId, input.sub);
  const period = await ownedPeriod(table, calendar, input.periodId);
  if (period.state !== 'approved') throw notApproved();
  const records = await periodRecords(
    table,
    calendar.id,
    customRange(period.startDate, period.endDate, calendar.timeZone),
  );
  return { calendar, period, ...records };
}
