import useSWR from 'swr';
import { ZBillingSettingsView, type TBillingSettingsParsed } from '@contracts/timesheets/billing';
import { apiFetch } from '@/lib/api-client';
import { billingPath } from './paths';

/** A booking page's billing settings (the defaults when never saved). */
export const getBilling = (calendarId: string) =>
  apiFetch(billingPath(calendarId), { schema: ZBillingSettingsView });

/** Saves them as a whole; a new currency once time is logged answers 409. */
export const saveBilling = (calendarId: string, settings: TBillingSettingsParsed) =>
  apiFetch(billingPath(calendarId), {
    method: 'PUT',
    body: settings,
    schema: ZBillingSettingsView,
  });

export function useBilling(calendarId: string, sub: string) {
  return useSWR([billingPath(calendarId), sub], () => getBilling(calendarId), {
    shouldRetryOnError: false,
    // Forms are filled once from it; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}
