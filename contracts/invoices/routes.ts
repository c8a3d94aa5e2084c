import { parseInvoiceReference } from '@domain/invoices/invoice-totals';
import { daysOfPeriodId } from '@domain/timesheets/period-id';
import * as z from 'zod';
import { bookingPageMessages } from '../booking/booking-page';
import { defineRoutes } from '../route';
import { periodMessages } from '../timesheets/period-approval';
import {
  invoiceMessages,
  ZCreditInvoice,
  ZInvoice,
  ZInvoiceList,
  ZInvoiceListQuery,
  ZInvoicePreview,
  ZIssueInvoice,
  ZRecordPayment,
  ZSendInvoice,
} from './invoice';

/**
 * An approved period of a booking page, named as its timesheet names it. Each answers 404 when
 * malformed, with the message of an unknown one; the booking page is checked first.
 */
const ZPeriodParams = z.object({
  id: z.uuid(),
  periodId: z.string().refine((id) => daysOfPeriodId(id) !== undefined),
});
const periodNotFound = { id: bookingPageMessages.notFound, periodId: periodMessages.notFound };
/** An invoice's reference (`INV-0001`, `CN-0012`), written only the one way it is issued. */
const ZInvoiceParams = z.object({
  invoiceId: z.string().refine((id) => parseInvoiceReference(id) !== undefined),
});

/**
 * Invoices of approved periods, numbered per consultant, and the credit notes that cancel them.
 * Each invoice bills what the client approved (the period's approved copy), its seller the
 * consultant's professional profile; its PDF is drawn by the `invoice-document` consumer.
 */
export const invoiceRoutes = defineRoutes('invoices', {
  issueInvoice: {
    method: 'POST',
    path: '/api/booking-pages/{id}/timesheet-periods/{periodId}/invoices',
    access: 'user',
    summary: "Issues the approved period's invoice, optionally mailed and saved to a library",
    params: ZPeriodParams,
    notFound: periodNotFound,
    body: ZIssueInvoice,
    response: ZInvoice,
    status: 201,
  },
  // What the approved period's invoice would bill, shown before it is issued.
  invoicePreview: {
    method: 'GET',
    path: '/api/booking-pages/{id}/timesheet-periods/{periodId}/invoice-preview',
    access: 'user',
    summary: "What the approved period's invoice would bill, before it is issued",
    params: ZPeriodParams,
    notFound: periodNotFound,
    response: ZInvoicePreview,
  },
  listInvoices: {
    method: 'GET',
    path: '/api/invoices',
    access: 'user',
    summary: "The consultant's invoices and credit notes, newest first, a page at a time",
    query: ZInvoiceListQuery,
    response: ZInvoiceList,
  },
  getInvoice: {
    method: 'GET',
    path: '/api/invoices/{invoiceId}',
    access: 'user',
    summary: 'One invoice or credit note with its lines and, once its PDF is ready, a link',
    params: ZInvoiceParams,
    notFound: invoiceMessages.notFound,
    response: ZInvoice,
  },
  sendInvoice: {
    method: 'POST',
    path: '/api/invoices/{invoiceId}/send',
    access: 'user',
    summary: "Mails the invoice's PDF (again) to an address",
    params: ZInvoiceParams,
    notFound: invoiceMessages.notFound,
    body: ZSendInvoice,
    response: ZInvoice,
  },
  recordPayment: {
    method: 'PUT',
    path: '/api/invoices/{invoiceId}/payment',
    access: 'user',
    summary: 'Records the day the invoice was paid (409 for a credit note or a credited invoice)',
    params: ZInvoiceParams,
    notFound: invoiceMessages.notFound,
    body: ZRecordPayment,
    response: ZInvoice,
  },
  clearPayment: {
    method: 'DELETE',
    path: '/api/invoices/{invoiceId}/payment',
    access: 'user',
    summary: 'Takes back a payment recorded by mistake: the invoice is unpaid again',
    params: ZInvoiceParams,
    notFound: invoiceMessages.notFound,
    response: ZInvoice,
  },
  creditInvoice: {
    method: 'POST',
    path: '/api/invoices/{invoiceId}/credit-note',
    access: 'user',
    summary: 'Cancels the invoice with a credit note (the answer)',
    params: ZInvoiceParams,
    notFound: invoiceMessages.notFound,
    body: ZCreditInvoice,
    response: ZInvoice,
    status: 201,
  },
});
