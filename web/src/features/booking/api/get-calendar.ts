import useSWR from 'swr';
import { ZCalendar } from '@contracts/booking/calendar';
import { apiFetch } from '@/lib/api-client';

/** One booking page's path; its meetings and connections live under it. */
export const calendarKey = (id: string) => `/api/calendars/${encodeURIComponent(id)}`;

/** One of the owner's booking pages; unknown or someone else's is a 404. */
export const getCalendar = (id: string) => apiFetch(calendarKey(id), { schema: ZCalendar });

export function useCalendar(id: string | undefined, sub: string | undefined) {
  return useSWR(id && sub ? [calendarKey(id), sub] : null, () => getCalendar(id!), {
    // A 404 stays a 404: no retries that would only delay the "not found" screen.
    shouldRetryOnError: false,
  });
}
