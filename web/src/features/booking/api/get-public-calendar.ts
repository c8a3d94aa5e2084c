import useSWR from 'swr';
import { ZPublicCalendar } from '@contracts/booking/public-booking';
import { apiFetch } from '@/lib/api-client';

export const publicCalendarKey = (slug: string) =>
  `/api/public/calendars/${encodeURIComponent(slug)}`;

/** A booking page as visitors see it; unknown or inactive is a 404. */
export const getPublicCalendar = (slug: string) =>
  apiFetch(publicCalendarKey(slug), { anonymous: true, schema: ZPublicCalendar });

export function usePublicCalendar(slug: string | undefined) {
  return useSWR(slug ? publicCalendarKey(slug) : null, () => getPublicCalendar(slug!), {
    shouldRetryOnError: false,
  });
}
