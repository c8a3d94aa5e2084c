import { invoiceMessages } from '@contracts/invoices/invoice';
import type { TApprovedTimesheet } from '@contracts/timesheets/period-approval';
import { conflict } from '../../errors';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { readApprovedTimesheet } from './approved-timesheet';
import { ownedPeriod } from './owned-period';
import type { PeriodItem } from './period-item';

/** 409: only an approved period can be billed. */
export const notApproved = () => conflict('Only an approved period can be invoiced');

/**
 * One of the caller's approved periods with what its client approved (`approved-timesheet.ts`):
 * the lines and totals their page showed and the billing terms of that moment, frozen at
 * approval. An invoice bills exactly this, whatever has changed on the page since; a period
 * without its approved copy is refused rather than billed from live records.
 */
export async function approvedPeriod(
  table: Pick<Table, 'get' | 'queryAll'>,
  input: { bookingPageId: string; periodId: string; sub: string },
): Promise<{ bookingPage: BookingPageItem; period: PeriodItem; approved: TApprovedTimesheet }> {
  const bookingPage = await ownedBookingPage(table, input.bookingPageId, input.sub);
  const period = await ownedPeriod(table, bookingPage, input.periodId);
  if (period.state !== 'approved') throw notApproved();
  const kept = readApprovedTimesheet(period);
  if (!kept) throw conflict(invoiceMessages.approvalNotKept);
  return { bookingPage, period, approved: kept.approved };
}
