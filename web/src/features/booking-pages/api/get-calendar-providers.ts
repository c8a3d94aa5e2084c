import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

const { listProviders } = bookingPageRoutes;

export const calendarProvidersKey = listProviders.path;

/** The calendar providers this site can connect (their OAuth client is configured). */
export const getCalendarProviders = () =>
  callApi(listProviders, { schema: listProviders.response });

/**
 * Keyed by the signed-in user, as every owner's read. While it loads, and if it fails, no
 * provider is offered: a button that might not work is never shown.
 */
export function useCalendarProviders(sub: string) {
  return useSWR([calendarProvidersKey, sub], getCalendarProviders, { revalidateOnFocus: false });
}
