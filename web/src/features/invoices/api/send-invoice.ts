import type { TSendInvoice } from '@contracts/invoices/invoice';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** Mails the invoice's PDF to an address (again). */
export const sendInvoice = (invoiceId: string, body: TSendInvoice) =>
  callApi(timesheetRoutes.sendInvoice, {
    params: { invoiceId },
    body,
    schema: timesheetRoutes.sendInvoice.response,
  });
