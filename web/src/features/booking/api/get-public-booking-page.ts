import useSWR from 'swr';
import { bookingRoutes } from '@contracts/booking/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

export const publicBookingPageKey = (slug: string) =>
  routePath(bookingRoutes.getPublicBookingPage, { slug });

/** A booking page as visitors see it; unknown or inactive is a 404. */
export const getPublicBookingPage = (slug: string) =>
  callApi(bookingRoutes.getPublicBookingPage, {
    params: { slug },
    schema: bookingRoutes.getPublicBookingPage.response,
  });

export function usePublicBookingPage(slug: string | undefined) {
  return useSWR(slug ? publicBookingPageKey(slug) : null, () => getPublicBookingPage(slug!), {
    shouldRetryOnError: false,
  });
}
