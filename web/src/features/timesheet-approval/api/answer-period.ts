import {
  ZPeriodForApproval,
  type TApprovePeriod,
  type TQueryPeriod,
} from '@contracts/timesheets/period-approval';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';
import { APPROVAL_API } from './get-period-for-approval';

/** The client's answers use the link up; each returns the period as it now is. */
const answer = (token: string, action: 'approve' | 'query', body: TApprovePeriod | TQueryPeriod) =>
  apiFetch(`${APPROVAL_API}/${action}`, {
    method: 'POST',
    body,
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZPeriodForApproval,
  });

/** Signs the period off under the client's typed name (their time and address are recorded). */
export const approvePeriod = (token: string, body: TApprovePeriod) =>
  answer(token, 'approve', body);

/** Sends the consultant what needs changing; the period goes back to them. */
export const queryPeriod = (token: string, body: TQueryPeriod) => answer(token, 'query', body);
