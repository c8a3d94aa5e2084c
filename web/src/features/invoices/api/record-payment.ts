import type { TRecordPayment } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { callApi } from '@/lib/call-api';

/** Records the day the invoice was paid; the answer is the invoice, `paidOn` set. */
export const recordPayment = (invoiceId: string, body: TRecordPayment) =>
  callApi(invoiceRoutes.recordPayment, {
    params: { invoiceId },
    body,
    schema: invoiceRoutes.recordPayment.response,
  });

/** Takes a recorded payment back; the answer is the invoice, unpaid again (`paidOn` null). */
export const clearPayment = (invoiceId: string) =>
  callApi(invoiceRoutes.clearPayment, {
    params: { invoiceId },
    schema: invoiceRoutes.clearPayment.response,
  });
