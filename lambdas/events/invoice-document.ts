import {
  INVOICE_ISSUED,
  INVOICE_MAIL_REQUESTED,
  ZInvoiceIssued,
  ZInvoiceMailRequested,
} from '@contracts/invoices/invoice';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { documentsPort } from '../deps/files';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { eventConsumer } from '../middleware/event-consumer';
import { mailInvoice } from '../services/invoices/mail-invoice';
import { produceInvoice } from '../services/invoices/produce-invoice';

/**
 * What the invoice consumer may reach: the table (the invoice, the library and its new document,
 * the mail claims), the documents bucket (the PDF) and the mailer. The invoice's snapshot holds
 * everything the PDF shows, so it looks nobody up.
 */
export const invoiceDocumentDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  documents: documentsPort,
  mailer: mailerPort,
});

/**
 * `InvoiceIssued` → the PDF, saved and mailed as asked; `InvoiceMailRequested` → the PDF mailed
 * again. Idempotent per invoice and per mail request.
 */
export const handler = eventConsumer({
  deps: invoiceDocumentDeps,
  on: {
    [INVOICE_ISSUED]: {
      detail: ZInvoiceIssued,
      handle: (deps, input) => produceInvoice(deps, input),
      handled: 'Invoice document handled',
    },
    [INVOICE_MAIL_REQUESTED]: {
      detail: ZInvoiceMailRequested,
      handle: (deps, input) => mailInvoice(deps, input),
      handled: 'Invoice mail handled',
      // The address stays out of the logs.
      loggable: ({ sub, invoiceId, deliveryId }) => ({ sub, invoiceId, deliveryId }),
    },
  },
});
