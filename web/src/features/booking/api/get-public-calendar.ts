import useSWR from 'swr';
import { bookingRoutes } from '@contracts/booking/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

export const publicCalendarKey = (slug: string) =>
  routePath(bookingRoutes.getPublicCalendar, { slug });

/** A booking page as visitors see it; unknown or inactive is a 404. */
export const getPublicCalendar = (slug: string) =>
  callApi(bookingRoutes.getPublicCalendar, {
    params: { slug },
    schema: bookingRoutes.getPublicCalendar.response,
  });

export function usePublicCalendar(slug: string | undefined) {
  return useSWR(slug ? publicCalendarKey(slug) : null, () => getPublicCalendar(slug!), {
    shouldRetryOnError: false,
  });
}
