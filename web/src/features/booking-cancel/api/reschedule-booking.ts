import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import type { TRescheduleMeetingParsed } from '@contracts/booking/meeting-changes';
import { ZSlotList } from '@contracts/booking/public-booking';
import { apiFetch } from '@/lib/api-client';
import { linkTokenHeaders } from '@/lib/link-token';
import { BOOKING_BY_LINK_API } from './get-booking-by-token';

/** Moves the meeting behind the link; answers it as the link now shows it. */
export const rescheduleBooking = (token: string, body: TRescheduleMeetingParsed) =>
  apiFetch(`${BOOKING_BY_LINK_API}/reschedule`, {
    method: 'POST',
    body,
    anonymous: true,
    headers: linkTokenHeaders(token),
    schema: ZBookingByToken,
  });

/** The free times the link's meeting may move to: the path (the SWR key) and a period's fetch. */
export function rescheduleSlotsSource(token: string) {
  const path = `${BOOKING_BY_LINK_API}/slots`;
  return {
    // The token is part of the key, so two links never share their times.
    path: `${path}#${token}`,
    fetch: async (range: { from: string; to: string }) =>
      (
        await apiFetch(`${path}?${new URLSearchParams(range)}`, {
          anonymous: true,
          headers: linkTokenHeaders(token),
          schema: ZSlotList,
        })
      ).slots,
  };
}
