import useSWR from 'swr';
import { ZCalendarProviders } from '@contracts/booking/connection';
import { apiFetch } from '@/lib/api-client';

export const calendarProvidersKey = '/api/calendar-providers';

/** The calendar providers this site can connect (their OAuth client is configured). */
export const getCalendarProviders = () =>
  apiFetch(calendarProvidersKey, { schema: ZCalendarProviders });

/**
 * Keyed by the signed-in user, as every owner's read. While it loads, and if it fails, no
 * provider is offered: a button that might not work is never shown.
 */
export function useCalendarProviders(sub: string) {
  return useSWR([calendarProvidersKey, sub], getCalendarProviders, { revalidateOnFocus: false });
}
