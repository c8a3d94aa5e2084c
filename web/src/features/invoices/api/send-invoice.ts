import type { TSendInvoice } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { callApi } from '@/lib/call-api';

/** Mails the invoice's PDF to an address (again). */
export const sendInvoice = (invoiceId: string, body: TSendInvoice) =>
  callApi(invoiceRoutes.sendInvoice, {
    params: { invoiceId },
    body,
    schema: invoiceRoutes.sendInvoice.response,
  });
