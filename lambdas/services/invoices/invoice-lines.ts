import type { TInvoiceLine } from '@contracts/invoices/invoice';
import type { TApprovalLine } from '@contracts/timesheets/period-approval';
import { billedLines } from '@domain/invoices/invoice-totals';
import { localDateOf } from '@domain/time/zoned';

/**
 * The lines an approved period bills: the lines its client approved (the export's own lines, as
 * frozen at approval), in their order, each with the amount the client saw; the lines that are
 * not billable or have no rate are left out. Each is dated by the day it starts on the page's
 * clock.
 */
export function invoiceLinesOf(lines: readonly TApprovalLine[], timeZone: string): TInvoiceLine[] {
  return billedLines(lines).map((line) => ({
    date: localDateOf(new Date(line.startTime), timeZone),
    description: line.description,
    durationMinutes: line.durationMinutes,
    // A line with an amount always has its rate.
    ratePence: line.ratePence ?? 0,
    amountPence: line.amountPence,
  }));
}
