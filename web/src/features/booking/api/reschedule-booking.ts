import type { TRescheduleMeetingParsed } from '@contracts/booking/meeting-changes';
import { bookingRoutes } from '@contracts/booking/routes';
import { callApi } from '@/lib/call-api';
import { linkTokenHeaders } from '@/lib/link-token';

/** Moves the meeting behind the link; answers it as the link now shows it. */
export const rescheduleBooking = (token: string, body: TRescheduleMeetingParsed) =>
  callApi(bookingRoutes.rescheduleByLink, {
    body,
    headers: linkTokenHeaders(token),
    schema: bookingRoutes.rescheduleByLink.response,
  });

/** The free times the link's meeting may move to: the path (the SWR key) and a period's fetch. */
export function rescheduleSlotsSource(token: string) {
  const route = bookingRoutes.listRescheduleSlots;
  return {
    // The token is part of the key, so two links never share their times.
    path: `${route.path}#${token}`,
    fetch: async (range: { from: string; to: string }) =>
      (
        await callApi(route, {
          query: range,
          headers: linkTokenHeaders(token),
          schema: route.response,
        })
      ).slots,
  };
}
