import useSWR from 'swr';
import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import { apiFetch } from '@/lib/api-client';

export const bookingByTokenKey = (token: string) =>
  `/api/public/bookings/${encodeURIComponent(token)}`;

/** The meeting behind a personal cancel link (public); an unknown or used link is a 404. */
export const getBookingByToken = (token: string) =>
  apiFetch(bookingByTokenKey(token), { anonymous: true, schema: ZBookingByToken });

export function useBookingByToken(token: string | undefined) {
  return useSWR(token ? bookingByTokenKey(token) : null, () => getBookingByToken(token!), {
    // The link's answer only changes when this page cancels it; no refetch on focus.
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
