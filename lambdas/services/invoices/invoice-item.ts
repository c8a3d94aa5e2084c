import type {
  TInvoiceKind,
  TInvoiceLine,
  TInvoiceStatus,
  TInvoiceSummary,
} from '@contracts/invoices/invoice';
import { parseInvoiceReference } from '@domain/invoices/invoice-totals';
import type { Currency } from '@domain/timesheets/money';
import { invoiceCounterKeys, invoiceKeys } from '../../keys/invoice';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How an invoice or credit note is stored (keys: `lambdas/keys/invoice.ts`): a complete snapshot
 * of what it shows, written once when it is issued. Afterwards only its delivery (the PDF's
 * state, file, saved document, mail) and, on an invoice, `creditedBy` and `paidOn` ever change.
 */
export interface InvoiceEngagement {
  id: string;
  title: string;
  letterSha256: string;
}

export interface InvoiceSnapshot {
  kind: TInvoiceKind;
  number: number;
  reference: string;
  userId: string;
  bookingPageId: string;
  bookingPageName: string;
  periodId: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  currency: Currency;
  /** `company` is absent on invoices issued before the profile had one. */
  issuer: { name: string; company?: string; email: string; address: string; taxId: string };
  client: { name: string; email: string; address: string };
  /** The engagement billed under and its signed letter's hash (`engagement-citation.ts`). */
  engagement?: InvoiceEngagement;
  /** `YYYY-MM-DD` on the page's clock; the due date is the issue date plus the payment terms. */
  issueDate: string;
  dueDate: string;
  lines: TInvoiceLine[];
  subtotalPence: number;
  taxBasisPoints: number;
  taxPence: number;
  totalPence: number;
  /** A credit note: the reference it cancels, and why. */
  credits?: string;
  reason?: string;
  createdAt: string;
}

/**
 * What an invoice bills: the page and period, on which clock, in which currency, from whom to
 * whom. A credit note bills the same as the invoice it cancels; a kept copy keeps it.
 */
export type Billed = Pick<
  InvoiceSnapshot,
  'bookingPageName' | 'startDate' | 'endDate' | 'timeZone' | 'currency' | 'issuer' | 'client'
> &
  Pick<Partial<InvoiceSnapshot>, 'engagement'>;

export const billedOf = (invoice: Billed): Billed => ({
  bookingPageName: invoice.bookingPageName,
  startDate: invoice.startDate,
  endDate: invoice.endDate,
  timeZone: invoice.timeZone,
  currency: invoice.currency,
  issuer: invoice.issuer,
  client: invoice.client,
  ...(invoice.engagement ? { engagement: invoice.engagement } : {}),
});

export interface InvoiceItem extends TableItem, InvoiceSnapshot {
  /** The id of the library document the PDF is saved as: the same on every retry. */
  fileId: string;
  /** As asked at issue: mail the PDF to this address, save it into this library. */
  emailAddress?: string;
  libraryId?: string;
  status: TInvoiceStatus;
  fileKey?: string;
  fileName?: string;
  documentId?: string;
  emailedTo?: string;
  /** When the PDF was last mailed, after the mail went. */
  sentAt?: string;
  message?: string;
  completedAt?: string;
  /** An invoice: the credit note that cancelled it. */
  creditedBy?: string;
  /** An invoice: the day it was paid, as its consultant recorded it (`record-payment.ts`). */
  paidOn?: string;
}

/** Eight digits, so the sort key orders numbers up to 99,999,999 as numbers. */
const padded = (number: number) => String(number).padStart(8, '0');

export const invoiceKey = (sub: string, kind: TInvoiceKind, number: number): TableKey =>
  invoiceKeys.key({ sub, kind, number: padded(number) });

/** The key of the invoice a reference names, or undefined when it cannot name one. */
export function invoiceKeyOf(sub: string, reference: string): TableKey | undefined {
  const parsed = parseInvoiceReference(reference);
  return parsed && invoiceKey(sub, parsed.kind, parsed.number);
}

export const invoiceCounterKey = (sub: string, kind: TInvoiceKind): TableKey =>
  invoiceCounterKeys.key({ sub, kind });

/** The counter as stored: the last number its kind used. */
export interface InvoiceCounterItem extends TableItem {
  last: number;
}

/** Where a consultant's invoice PDFs are kept in the documents bucket. */
export const INVOICE_PREFIX = 'invoices/';
export const invoiceFileKey = (sub: string, reference: string): string =>
  `${INVOICE_PREFIX}${sub}/${reference}.pdf`;

export const invoiceFileName = (reference: string): string => `${reference}.pdf`;

export function toInvoiceItem(
  snapshot: InvoiceSnapshot,
  delivery: { fileId: string; emailAddress?: string | null; libraryId?: string | null },
): InvoiceItem {
  return {
    ...invoiceKey(snapshot.userId, snapshot.kind, snapshot.number),
    ...invoiceKeys.indexAttributes('GSI1', {
      sub: snapshot.userId,
      createdAt: snapshot.createdAt,
      reference: snapshot.reference,
    }),
    ...snapshot,
    fileId: delivery.fileId,
    ...(delivery.emailAddress ? { emailAddress: delivery.emailAddress } : {}),
    ...(delivery.libraryId ? { libraryId: delivery.libraryId } : {}),
    status: 'pending',
  };
}

/** The invoice as the list shows it. */
export function fromInvoiceItem(item: InvoiceItem): TInvoiceSummary {
  return {
    id: item.reference,
    kind: item.kind,
    number: item.number,
    reference: item.reference,
    status: item.status,
    bookingPageId: item.bookingPageId,
    bookingPageName: item.bookingPageName,
    periodId: item.periodId,
    startDate: item.startDate,
    endDate: item.endDate,
    timeZone: item.timeZone,
    currency: item.currency,
    issuer: { ...item.issuer, company: item.issuer.company ?? '' },
    client: item.client,
    engagement: item.engagement ?? null,
    issueDate: item.issueDate,
    dueDate: item.dueDate,
    subtotalPence: item.subtotalPence,
    taxBasisPoints: item.taxBasisPoints,
    taxPence: item.taxPence,
    totalPence: item.totalPence,
    credits: item.credits ?? null,
    reason: item.reason ?? null,
    creditedBy: item.creditedBy ?? null,
    paidOn: item.paidOn ?? null,
    fileName: item.fileName ?? null,
    documentId: item.documentId ?? null,
    libraryId: item.libraryId ?? null,
    emailedTo: item.emailedTo ?? null,
    sentAt: item.sentAt ?? null,
    message: item.message ?? null,
    createdAt: item.createdAt,
    completedAt: item.completedAt ?? null,
  };
}

/** The Query of a consultant's invoices and credit notes, newest first. */
export const invoicesQuery = (sub: string) => ({
  index: 'GSI1' as const,
  pk: invoiceKeys.indexPartition('GSI1', { sub }),
  ascending: false,
});
