import type { TReopenPeriod, TSubmitPeriod } from '@contracts/timesheets/period-approval';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/**
 * Submits the period's drafts, locking them, and with `sendToClient` mails the page's client a
 * link to approve it; the answer's `message` says which happened.
 */
export const submitPeriod = (bookingPageId: string, body: TSubmitPeriod) =>
  callApi(timesheetRoutes.submitPeriod, {
    params: { id: bookingPageId },
    body,
    schema: timesheetRoutes.submitPeriod.response,
  });

/** Makes a submitted period's entries editable again; its approval link stops working. */
export const reopenPeriod = (bookingPageId: string, periodId: string, body: TReopenPeriod) =>
  callApi(timesheetRoutes.reopenPeriod, {
    params: { id: bookingPageId, periodId },
    body,
    schema: timesheetRoutes.reopenPeriod.response,
  });

/** Mails the client a new approval link; the one sent before stops working. */
export const sendPeriod = (bookingPageId: string, periodId: string) =>
  callApi(timesheetRoutes.sendPeriod, {
    params: { id: bookingPageId, periodId },
    schema: timesheetRoutes.sendPeriod.response,
  });
