import type { TCreditInvoice } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { callApi } from '@/lib/call-api';

/** Cancels the invoice with a credit note; the answer is the credit note. */
export const creditInvoice = (invoiceId: string, body: TCreditInvoice) =>
  callApi(invoiceRoutes.creditInvoice, {
    params: { invoiceId },
    body,
    schema: invoiceRoutes.creditInvoice.response,
  });
