import type { TInvoiceLine } from '@contracts/invoices/invoice';
import type { TApprovedTimesheet } from '@contracts/timesheets/period-approval';
import { billedLines } from '@domain/invoices/invoice-totals';
import { localDateOf } from '@domain/time/zoned';

/**
 * The lines an approved period bills: the lines its client approved (the export's own lines, as
 * frozen at approval) that bill an amount — its billed meetings, at the page's rate, and its
 * billable entries with a rate — in the order they started (a meeting before an entry starting
 * at the same time), each with the amount the client saw. Lines that are not billable or have no
 * rate are left out; a period approved before meetings were billed has no billed meetings. Each
 * is dated by the day it starts on the page's clock.
 */
export function invoiceLinesOf(
  approved: Pick<TApprovedTimesheet, 'meetings' | 'entries' | 'timeZone'>,
): TInvoiceLine[] {
  const meetings = approved.meetings.map((m) => ({
    startTime: m.startTime,
    description: m.title,
    durationMinutes: m.durationMinutes,
    billable: m.billable === true,
    ratePence: m.ratePence ?? null,
    amountPence: m.amountPence ?? null,
  }));
  const lines = [...meetings, ...approved.entries];
  // A stable sort: lines starting together keep meetings first, then entries in their order.
  const ordered = lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) => Date.parse(a.line.startTime) - Date.parse(b.line.startTime) || a.index - b.index,
    )
    .map(({ line }) => line);
  return billedLines(ordered).map((line) => ({
    date: localDateOf(new Date(line.startTime), approved.timeZone),
    description: line.description,
    durationMinutes: line.durationMinutes,
    // A line with an amount always has its rate.
    ratePence: line.ratePence ?? 0,
    amountPence: line.amountPence,
  }));
}
