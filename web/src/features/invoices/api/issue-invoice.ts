import type { TIssueInvoiceParsed } from '@contracts/invoices/invoice';
import { invoiceRoutes } from '@contracts/invoices/routes';
import { callApi } from '@/lib/call-api';

/** Issues the approved period's invoice; its PDF follows a moment later. */
export const issueInvoice = (
  bookingPageId: string,
  periodId: string,
  request: TIssueInvoiceParsed & { idempotencyKey: string },
) =>
  callApi(invoiceRoutes.issueInvoice, {
    params: { id: bookingPageId, periodId },
    body: request,
    schema: invoiceRoutes.issueInvoice.response,
  });
