import { INVOICE_KINDS } from '@domain/invoices/invoice-totals';
import { CURRENCIES } from '@domain/timesheets/money';
import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { requiredText, requiredTrimmed } from '../text-fields';
import { checkDelivery, deliveryShape, onlyAsAsked } from '../timesheets/export';

/**
 * Invoices issued from approved timesheet periods, and the credit notes that cancel them
 * (docs/decisions.md, "Invoices"). Each is numbered in its consultant's own gap-free sequence
 * (`INV-0001`, `CN-0001`), holds a snapshot of everything it shows, and never changes once
 * issued: a correction is a credit note, after which the period can be invoiced again.
 */

export { INVOICE_KINDS };
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<TInvoiceKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

/** The PDF's state: made by the invoice consumer after the invoice is issued. */
export const INVOICE_STATUSES = ['pending', 'done', 'failed'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CREDIT_REASON_MAX = 500;

export const invoiceMessages = {
  notFound: 'Invoice not found',
  /** 409: one live invoice per approved period. */
  alreadyInvoiced: 'This period has already been invoiced. Credit that invoice to issue a new one.',
  alreadyCredited: 'This invoice has already been credited',
  /** 409: an approved period keeps what was approved; without that copy it cannot be billed. */
  approvalNotKept: "This period's approved timesheet was not kept, so it cannot be invoiced",
  creditOfCreditNote: 'A credit note cannot be credited',
  /** 409: only an invoice is paid, and only one that was not credited. */
  paymentOfCreditNote: 'A credit note is not paid',
  paymentOfCredited: 'This invoice has been credited, so it is not to be paid',
  paidOn: 'Please enter the date it was paid',
  paidInFuture: 'The date it was paid cannot be in the future',
  paidBeforeIssue: 'The date it was paid cannot be before the invoice was issued',
  markedPaid: (reference: string) => `${reference} marked as paid`,
  markedUnpaid: (reference: string) => `${reference} marked as not paid`,
  paymentFailed: 'Failed to record the payment',
  keyReused: 'This invoice request was already used for another invoice. Please try again.',
  /** A body that is not the issue form's fields at all. */
  invalid: 'Please fill in the invoice form',
  reasonRequired: 'Please say why the invoice is credited',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  issued: (reference: string) => `Invoice ${reference} issued`,
  credited: (reference: string) => `Credit note ${reference} issued`,
  sent: (reference: string, to: string) => `${reference} is being sent to ${to}`,
  issueFailed: 'Failed to issue the invoice',
  creditFailed: 'Failed to issue the credit note',
  sendFailed: 'Failed to send the invoice',
  loadFailed: 'Error loading invoices',
  downloadFailed: 'Failed to download the invoice',
  /** While the PDF is being made. */
  preparing: 'The PDF is being prepared. It will be ready in a moment.',
  failed: 'The PDF could not be made. Please try again later.',
  libraryDeleted:
    'The library was deleted before the invoice could be saved. The invoice itself is issued.',
  creditConfirm:
    'Issue a credit note for this invoice? It cancels the invoice in full and cannot be undone; the period can then be invoiced again.',
  empty: 'No invoices yet. Issue one from an approved timesheet period.',
  /** The Issue dialog's preview: approved billable lines without a rate bill nothing. */
  unratedWarning: (n: number) =>
    `${n} approved billable ${n === 1 ? 'entry has' : 'entries have'} no rate, so ${n === 1 ? 'it is' : 'they are'} not on this invoice.`,
} as const;

/**
 * `POST /api/booking-pages/{id}/timesheet-periods/{periodId}/invoices`: issue the approved period's
 * invoice, optionally mailed as a PDF and saved into a library, by the export's rules.
 */
export const ZIssueInvoice = z
  .object(deliveryShape, invoiceMessages.invalid)
  .superRefine(checkDelivery)
  .transform(onlyAsAsked);
export type TIssueInvoice = z.input<typeof ZIssueInvoice>;
export type TIssueInvoiceParsed = z.output<typeof ZIssueInvoice>;

/** `POST /api/invoices/{invoiceId}/send`: mail the PDF (again) to an address. */
export const ZSendInvoice = z.object(
  {
    emailAddress: requiredTrimmed(
      invoiceMessages.emailRequired,
      255,
      invoiceMessages.emailInvalid,
    ).pipe(z.email(invoiceMessages.emailInvalid)),
  },
  invoiceMessages.emailRequired,
);
export type TSendInvoice = z.input<typeof ZSendInvoice>;

/** `PUT /api/invoices/{invoiceId}/payment`: the invoice was paid, on a day on its clock. */
export const ZRecordPayment = z.object(
  {
    paidOn: z
      .string(invoiceMessages.paidOn)
      .regex(/^\d{4}-\d{2}-\d{2}$/, invoiceMessages.paidOn)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), invoiceMessages.paidOn),
  },
  invoiceMessages.paidOn,
);
export type TRecordPayment = z.input<typeof ZRecordPayment>;

/** `POST /api/invoices/{invoiceId}/credit-note`: cancel an invoice, saying why. */
export const ZCreditInvoice = z.object(
  { reason: requiredText(invoiceMessages.reasonRequired, 'The reason', CREDIT_REASON_MAX) },
  invoiceMessages.reasonRequired,
);
export type TCreditInvoice = z.input<typeof ZCreditInvoice>;

/** One billed line, exactly as the period's export shows it. */
export const ZInvoiceLine = z.object({
  /** `YYYY-MM-DD` on the booking page's clock. */
  date: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  ratePence: z.number().int(),
  /** Negative on a credit note. */
  amountPence: z.number().int(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoiceParty = z.object({ name: z.string(), email: z.string(), address: z.string() });
/** The seller, from the professional's profile as it was at issue (company: '' if none). */
export const ZInvoiceIssuer = ZInvoiceParty.extend({ company: z.string(), taxId: z.string() });

/** An invoice or credit note as its consultant sees it; the download link once the PDF exists. */
export const ZInvoice = z.object({
  /** The reference, unique per consultant: `INV-0001`, `CN-0001`. */
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.number().int(),
  reference: z.string(),
  status: z.enum(INVOICE_STATUSES),
  bookingPageId: z.string(),
  bookingPageName: z.string(),
  periodId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  currency: z.enum(CURRENCIES),
  issuer: ZInvoiceIssuer,
  client: ZInvoiceParty,
  issueDate: z.string(),
  dueDate: z.string(),
  lines: z.array(ZInvoiceLine),
  subtotalPence: z.number().int(),
  taxBasisPoints: z.number().int(),
  taxPence: z.number().int(),
  totalPence: z.number().int(),
  /**
   * The engagement the page's time counts against, and the SHA-256 of its signed letter whose
   * terms held on the period's first day: what the invoice bills under. Null: none.
   */
  engagement: z.object({ id: z.string(), title: z.string(), letterSha256: z.string() }).nullable(),
  /** A credit note: the invoice it cancels, and why. */
  credits: z.string().nullable(),
  reason: z.string().nullable(),
  /** An invoice: the credit note that cancelled it. */
  creditedBy: z.string().nullable(),
  /** An invoice: the day it was paid (`YYYY-MM-DD` on its clock), as its consultant recorded it. */
  paidOn: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Valid for an hour; null until the PDF is ready. */
  downloadUrl: z.string().nullable(),
  /** The document the PDF was saved as, when saved to a library. */
  documentId: z.string().nullable(),
  libraryId: z.string().nullable(),
  emailedTo: z.string().nullable(),
  /** When the PDF was last mailed (to `emailedTo`); null while it never was. */
  sentAt: z.string().nullable(),
  /** Why the PDF could not be made or saved, when it could not. */
  message: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** A row of the list: the invoice without its lines or link. */
export const ZInvoiceSummary = ZInvoice.omit({ lines: true, downloadUrl: true });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** `GET /api/invoices`: the consultant's invoices and credit notes, newest first. */
export const ZInvoiceList = ZPageOf('invoices', ZInvoiceSummary);
export type TInvoiceList = z.infer<typeof ZInvoiceList>;
export const ZInvoiceListQuery = ZPageQuery(PAGE_SIZES.invoices);

/**
 * `GET /api/booking-pages/{id}/timesheet-periods/{periodId}/invoice-preview`: what issuing the
 * approved period's invoice would bill, before it is issued — its lines and figures, computed as
 * the issue computes them from what the client approved — and how many approved billable lines
 * bill nothing for want of a rate.
 */
export const ZInvoicePreview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  currency: z.enum(CURRENCIES),
  client: ZInvoiceParty.omit({ address: true }),
  lines: z.array(ZInvoiceLine),
  subtotalPence: z.number().int(),
  taxBasisPoints: z.number().int(),
  taxPence: z.number().int(),
  totalPence: z.number().int(),
  /** Approved as billable with no rate ("No rate"): not on the invoice. */
  unratedLines: z.number().int(),
  /** The invoice already issued from the period (not credited), if any. */
  invoiceId: z.string().nullable(),
});
export type TInvoicePreview = z.infer<typeof ZInvoicePreview>;

/** Outbox events (docs/events.md); the consumer re-reads the invoice. */
export const INVOICE_ISSUED = 'InvoiceIssued';
export const ZInvoiceIssued = z.object({ sub: z.string(), invoiceId: z.string() });
export type TInvoiceIssued = z.infer<typeof ZInvoiceIssued>;

export const INVOICE_MAIL_REQUESTED = 'InvoiceMailRequested';
export const ZInvoiceMailRequested = z.object({
  sub: z.string(),
  invoiceId: z.string(),
  /** One mail per request, however often the event is delivered. */
  deliveryId: z.string(),
  emailAddress: z.string(),
});
export type TInvoiceMailRequested = z.infer<typeof ZInvoiceMailRequested>;
