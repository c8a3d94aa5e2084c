import useSWR from 'swr';
import { timesheetApprovalRoutes } from '@contracts/timesheet-approval/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

const route = timesheetApprovalRoutes.get;

/** The period behind a client's approval link (public); the token travels in its header. */
export const getPeriodForApproval = (token: string) =>
  callApi(route, { headers: linkTokenHeaders(token), schema: route.response });

export function usePeriodForApproval(token: string | undefined) {
  return useSWR(token ? [route.path, token] : null, () => getPeriodForApproval(token!), {
    // It changes by this page's own answers, which replace it; a reopened period's 404 must not
    // be retried into a loop either.
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
