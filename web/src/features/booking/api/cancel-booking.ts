import type { TCancelBookingParsed } from '@contracts/booking/cancel-booking';
import { bookingRoutes } from '@contracts/booking/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** Cancels the meeting behind the link (204); both sides are then told by e-mail. */
export const cancelBooking = (token: string, body: TCancelBookingParsed) =>
  callApi(bookingRoutes.cancelByLink, { body, headers: linkTokenHeaders(token) });
