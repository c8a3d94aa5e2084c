import { INVOICE_KIND_LABELS, type TInvoiceSummary } from '@contracts/invoices/invoice';
import { formatMoney } from '@domain/timesheets/money';

/** Where an invoice stands, in the list's words. */
export const INVOICE_STATES = ['Preparing', 'Ready', 'Sent', 'Failed', 'Credited'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/**
 * A credited invoice reads "Credited" whatever its PDF's state: it no longer asks to be paid.
 * Otherwise its PDF's state: being made, ready to download (and "Sent" once it was mailed), or
 * not made.
 */
export function invoiceStateOf(
  invoice: Pick<TInvoiceSummary, 'status' | 'creditedBy'> &
    Partial<Pick<TInvoiceSummary, 'sentAt'>>,
): InvoiceState {
  if (invoice.creditedBy) return 'Credited';
  if (invoice.status === 'pending') return 'Preparing';
  if (invoice.status !== 'done') return 'Failed';
  return invoice.sentAt ? 'Sent' : 'Ready';
}

/** Who is billed: the client's name, else their address, else the booking page. */
export const billedTo = (invoice: Pick<TInvoiceSummary, 'client' | 'bookingPageName'>): string =>
  invoice.client.name || invoice.client.email || invoice.bookingPageName;

/** `Invoice INV-0001` / `Credit note CN-0001`. */
export const invoiceTitle = (invoice: Pick<TInvoiceSummary, 'kind' | 'reference'>): string =>
  `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.reference}`;

export const invoiceTotal = (invoice: Pick<TInvoiceSummary, 'totalPence' | 'currency'>): string =>
  formatMoney(invoice.totalPence, invoice.currency);

/** What an invoice may still do: be credited once (an invoice, not a credit note). */
export const canCredit = (invoice: Pick<TInvoiceSummary, 'kind' | 'creditedBy'>): boolean =>
  invoice.kind === 'invoice' && !invoice.creditedBy;

/**
 * Whether a payment may be recorded on it, or taken back: an invoice, not a credit note, and only
 * while no credit note cancelled it (the server refuses the rest with a 409).
 */
export const canRecordPayment = canCredit;

/**
 * Past its due date and still waiting to be paid: an invoice neither paid nor credited whose due
 * date is before `today` (`YYYY-MM-DD`, the browser's calendar).
 */
export const isOverdue = (
  invoice: Pick<TInvoiceSummary, 'kind' | 'creditedBy' | 'paidOn' | 'dueDate'>,
  today: string,
): boolean =>
  invoice.kind === 'invoice' && !invoice.creditedBy && !invoice.paidOn && invoice.dueDate < today;

/** Today's date (`YYYY-MM-DD`) on the browser's calendar. */
export function browserToday(now: Date = new Date()): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const listTexts = {
  title: 'Invoices',
  lead: 'Invoices issued from approved timesheet periods, and the credit notes that cancel them.',
  loading: 'Loading invoices...',
  loadMore: 'Load more',
} as const;
