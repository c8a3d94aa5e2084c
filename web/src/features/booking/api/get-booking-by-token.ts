import useSWR from 'swr';
import { bookingRoutes } from '@contracts/booking/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** The meeting behind a personal cancel link (public); an unknown or used link is a 404. */
export const getBookingByToken = (token: string) =>
  callApi(bookingRoutes.getByLink, {
    headers: linkTokenHeaders(token),
    schema: bookingRoutes.getByLink.response,
  });

export function useBookingByToken(token: string | undefined) {
  // The token travels in its header, never in the path; it is part of the key, so two links
  // never share an answer.
  return useSWR(
    token ? [bookingRoutes.getByLink.path, token] : null,
    () => getBookingByToken(token!),
    {
      // The link's answer only changes when this page cancels it; no refetch on focus.
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );
}
