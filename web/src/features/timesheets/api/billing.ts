import useSWR from 'swr';
import type { TBillingSettingsParsed } from '@contracts/timesheets/billing';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** A booking page's billing settings' key: saving them revalidates it. */
const billingPath = (calendarId: string) =>
  routePath(timesheetRoutes.getBilling, { id: calendarId });

/** A booking page's billing settings (the defaults when never saved). */
export const getBilling = (calendarId: string) =>
  callApi(timesheetRoutes.getBilling, {
    params: { id: calendarId },
    schema: timesheetRoutes.getBilling.response,
  });

/** Saves them as a whole; a new currency once time is logged answers 409. */
export const saveBilling = (calendarId: string, settings: TBillingSettingsParsed) =>
  callApi(timesheetRoutes.saveBilling, {
    params: { id: calendarId },
    body: settings,
    schema: timesheetRoutes.saveBilling.response,
  });

export function useBilling(calendarId: string, sub: string) {
  return useSWR([billingPath(calendarId), sub], () => getBilling(calendarId), {
    shouldRetryOnError: false,
    // Forms are filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}
