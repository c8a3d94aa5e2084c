import type { TCancelBookingParsed } from '@contracts/booking/cancel-booking';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';
import { BOOKING_BY_LINK_API } from './get-booking-by-token';

/** Cancels the meeting behind the link (204); both sides are then told by e-mail. */
export const cancelBooking = (token: string, body: TCancelBookingParsed) =>
  apiFetch<void>(`${BOOKING_BY_LINK_API}/cancel`, {
    method: 'POST',
    body,
    anonymous: true,
    headers: linkTokenHeaders(token),
  });
