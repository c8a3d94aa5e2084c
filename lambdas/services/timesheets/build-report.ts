import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { timesheet } from '@domain/timesheets/totals';
import type { ReportEntryFields, ReportHeading, TimesheetReport } from './timesheet-report';

/** The report an export renders: the period's records (oldest first) with lines and totals. */
export function buildReport(
  input: ReportHeading & { meetings: TTimesheetMeeting[]; entries: TTimeEntry[] },
): TimesheetReport {
  const { meetings, entries, ...heading } = input;
  const fields = entries.map((e): ReportEntryFields => ({
    start: new Date(e.startTime),
    end: new Date(e.endTime),
    description: e.description,
    status: e.status,
    durationMinutes: e.durationMinutes,
    billable: e.billable,
    ratePence: e.ratePence,
  }));
  const sheet = timesheet(meetings, fields);
  return {
    title: 'Timesheet',
    ...heading,
    meetings: sheet.meetings.map((m) => ({
      start: new Date(m.startTime),
      end: new Date(m.endTime),
      title: m.title,
      attendeeName: m.attendeeName,
      durationMinutes: m.durationMinutes,
      billable: m.billable,
      ratePence: m.ratePence,
      amountPence: m.amountPence,
    })),
    entries: sheet.lines,
    totals: sheet.totals,
  };
}
