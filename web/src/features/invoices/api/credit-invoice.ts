import type { TCreditInvoice } from '@contracts/invoices/invoice';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** Cancels the invoice with a credit note; the answer is the credit note. */
export const creditInvoice = (invoiceId: string, body: TCreditInvoice) =>
  callApi(timesheetRoutes.creditInvoice, {
    params: { invoiceId },
    body,
    schema: timesheetRoutes.creditInvoice.response,
  });
