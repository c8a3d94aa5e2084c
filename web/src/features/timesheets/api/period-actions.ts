import {
  ZPeriodSent,
  ZTimesheetPeriod,
  type TReopenPeriod,
  type TSubmitPeriod,
} from '@contracts/timesheets/period-approval';
import { apiFetch } from '@/lib/api-client';
import { periodPath, periodsPath } from './paths';

/**
 * Submits the period's drafts, locking them, and with `sendToClient` mails the page's client a
 * link to approve it; the answer's `message` says which happened.
 */
export const submitPeriod = (calendarId: string, body: TSubmitPeriod) =>
  apiFetch(periodsPath(calendarId), { method: 'POST', body, schema: ZPeriodSent });

/** Makes a submitted period's entries editable again; its approval link stops working. */
export const reopenPeriod = (calendarId: string, periodId: string, body: TReopenPeriod) =>
  apiFetch(`${periodPath(calendarId, periodId)}/reopen`, {
    method: 'POST',
    body,
    schema: ZTimesheetPeriod,
  });

/** Mails the client a new approval link; the one sent before stops working. */
export const sendPeriod = (calendarId: string, periodId: string) =>
  apiFetch(`${periodPath(calendarId, periodId)}/send`, { method: 'POST', schema: ZPeriodSent });
