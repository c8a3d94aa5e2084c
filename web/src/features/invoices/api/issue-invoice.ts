import type { TIssueInvoiceParsed } from '@contracts/invoices/invoice';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** Issues the approved period's invoice; its PDF follows a moment later. */
export const issueInvoice = (
  calendarId: string,
  periodId: string,
  request: TIssueInvoiceParsed & { idempotencyKey: string },
) =>
  callApi(timesheetRoutes.issueInvoice, {
    params: { id: calendarId, periodId },
    body: request,
    schema: timesheetRoutes.issueInvoice.response,
  });
