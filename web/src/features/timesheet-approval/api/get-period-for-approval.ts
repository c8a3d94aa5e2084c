import useSWR from 'swr';
import { ZPeriodForApproval } from '@contracts/timesheets/period-approval';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';

/** The link's API; the token travels in its header, never in the path. */
export const APPROVAL_API = '/api/public/timesheet-approval';

/** The period behind a client's approval link (public); a used link stays readable. */
export const getPeriodForApproval = (token: string) =>
  apiFetch(APPROVAL_API, {
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZPeriodForApproval,
  });

export function usePeriodForApproval(token: string | undefined) {
  return useSWR(token ? [APPROVAL_API, token] : null, () => getPeriodForApproval(token!), {
    // It changes by this page's own answers, which replace it; a reopened period's 404 must not
    // be retried into a loop either.
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
