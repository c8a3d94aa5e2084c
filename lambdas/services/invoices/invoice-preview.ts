import type { TInvoicePreview } from '@contracts/invoices/invoice';
import { invoiceFigures } from '@domain/invoices/invoice-totals';
import { CURRENCIES, type Currency } from '@domain/timesheets/money';
import type { Table } from '../../ports/table';
import { approvedPeriod } from '../timesheets/approved-period';
import { invoiceLinesOf } from './invoice-lines';

const isCurrency = (value: unknown): value is Currency =>
  (CURRENCIES as readonly unknown[]).includes(value);

/**
 * What issuing one of the caller's approved periods would bill, shown in the Issue invoice dialog
 * before anything is issued: the same lines and figures `issue-invoice.ts` computes from the
 * approved copy, and the approved billable lines without a rate (which bill nothing). Read only.
 */
export async function invoicePreview(
  table: Pick<Table, 'get' | 'queryAll'>,
  input: { bookingPageId: string; periodId: string; sub: string },
): Promise<TInvoicePreview> {
  const { period, approved } = await approvedPeriod(table, input);
  if (!isCurrency(approved.currency)) throw new Error(`Not a currency: ${approved.currency}`);
  const lines = invoiceLinesOf(approved);
  return {
    startDate: approved.startDate,
    endDate: approved.endDate,
    currency: approved.currency,
    client: { name: approved.billing.clientName, email: approved.clientEmail },
    lines,
    ...invoiceFigures(lines, approved.billing.taxBasisPoints),
    unratedLines: approved.entries.filter((e) => e.billable && e.amountPence === null).length,
    invoiceId: period.invoiceId ?? null,
  };
}
