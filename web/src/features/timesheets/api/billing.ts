import useSWR from 'swr';
import type { TBillingSettingsParsed } from '@contracts/timesheets/billing';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** A booking page's billing settings' key: saving them revalidates it. */
const billingPath = (bookingPageId: string) =>
  routePath(timesheetRoutes.getBilling, { id: bookingPageId });

/** A booking page's billing settings (the defaults when never saved). */
export const getBilling = (bookingPageId: string) =>
  callApi(timesheetRoutes.getBilling, {
    params: { id: bookingPageId },
    schema: timesheetRoutes.getBilling.response,
  });

/** Saves them as a whole; a new currency once time is logged answers 409. */
export const saveBilling = (bookingPageId: string, settings: TBillingSettingsParsed) =>
  callApi(timesheetRoutes.saveBilling, {
    params: { id: bookingPageId },
    body: settings,
    schema: timesheetRoutes.saveBilling.response,
  });

export function useBilling(bookingPageId: string, sub: string) {
  return useSWR([billingPath(bookingPageId), sub], () => getBilling(bookingPageId), {
    shouldRetryOnError: false,
    // Forms are filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}
