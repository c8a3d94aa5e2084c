import useSWR from 'swr';
import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';

/** The link's API; the token travels in its header, never in the path. */
export const BOOKING_BY_LINK_API = '/api/public/bookings/by-link';

/** The meeting behind a personal cancel link (public); an unknown or used link is a 404. */
export const getBookingByToken = (token: string) =>
  apiFetch(BOOKING_BY_LINK_API, {
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZBookingByToken,
  });

export function useBookingByToken(token: string | undefined) {
  return useSWR(token ? [BOOKING_BY_LINK_API, token] : null, () => getBookingByToken(token!), {
    // The link's answer only changes when this page cancels it; no refetch on focus.
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
