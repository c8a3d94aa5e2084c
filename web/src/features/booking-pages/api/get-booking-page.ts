import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One booking page's path; its meetings and connections live under it. */
export const bookingPageKey = (id: string) => routePath(bookingPageRoutes.get, { id });

/** One of the owner's booking pages; unknown or someone else's is a 404. */
export const getBookingPage = (id: string) =>
  callApi(bookingPageRoutes.get, {
    params: { id },
    schema: bookingPageRoutes.get.response,
  });

export function useBookingPage(id: string | undefined, sub: string | undefined) {
  return useSWR(id && sub ? [bookingPageKey(id), sub] : null, () => getBookingPage(id!), {
    // A 404 stays a 404: no retries that would only delay the "not found" screen.
    shouldRetryOnError: false,
  });
}
