import { ZInvoice, type TIssueInvoiceParsed } from '@contracts/invoices/invoice';
import { apiFetch } from '@/lib/api-client';
import { issueInvoicePath } from './paths';

/** Issues the approved period's invoice; its PDF follows a moment later. */
export const issueInvoice = (
  calendarId: string,
  periodId: string,
  request: TIssueInvoiceParsed & { idempotencyKey: string },
) =>
  apiFetch(issueInvoicePath(calendarId, periodId), {
    method: 'POST',
    body: request,
    schema: ZInvoice,
  });
