import type { TApprovePeriod, TQueryPeriod } from '@contracts/timesheets/period-approval';
import { timesheetApprovalRoutes } from '@contracts/timesheet-approval/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

// The client's answers use the link up; each returns the period as it now is.

/** Signs the period off under the client's typed name (their time and address are recorded). */
export const approvePeriod = (token: string, body: TApprovePeriod) =>
  callApi(timesheetApprovalRoutes.approve, {
    body,
    headers: linkTokenHeaders(token),
    schema: timesheetApprovalRoutes.approve.response,
  });

/** Sends the consultant what needs changing; the period goes back to them. */
export const queryPeriod = (token: string, body: TQueryPeriod) =>
  callApi(timesheetApprovalRoutes.query, {
    body,
    headers: linkTokenHeaders(token),
    schema: timesheetApprovalRoutes.query.response,
  });
