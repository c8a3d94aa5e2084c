import type { TInvoiceLine } from '@contracts/invoices/invoice';
import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { billedLines } from '@domain/invoices/invoice-totals';
import { localDateOf } from '@domain/time/zoned';
import { timesheet } from '@domain/timesheets/totals';

/**
 * The lines an approved period bills: the export's own lines of its records (`timesheet()`), in
 * the export's order, each with the amount the export shows; the lines that are not billable or
 * have no rate are left out. Each is dated by the day it starts on the page's clock.
 */
export function invoiceLinesOf(
  records: { meetings: readonly TTimesheetMeeting[]; entries: readonly TTimeEntry[] },
  timeZone: string,
): TInvoiceLine[] {
  const { lines } = timesheet(records.meetings, records.entries);
  return billedLines(lines).map((line) => ({
    date: localDateOf(new Date(line.startTime), timeZone),
    description: line.description,
    durationMinutes: line.durationMinutes,
    // A line with an amount always has its rate.
    ratePence: line.ratePence ?? 0,
    amountPence: line.amountPence,
  }));
}
