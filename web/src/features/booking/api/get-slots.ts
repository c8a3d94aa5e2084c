import useSWR from 'swr';
import { bookingRoutes } from '@contracts/booking/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';
import { refreshCalendarOnce } from './refresh-calendar';

/** The free times path of a booking page; the SWR key adds the period. */
export const slotsKey = (slug: string) => routePath(bookingRoutes.listFreeSlots, { slug });

/**
 * Free start times in `[from, to)`, ascending, in UTC, once the page's connected calendars were
 * synced if they were stale, so busy time added there minutes ago is not offered.
 */
export async function getSlots(slug: string, from: string, to: string) {
  await refreshCalendarOnce(slug);
  const data = await callApi(bookingRoutes.listFreeSlots, {
    params: { slug },
    query: { from, to },
    schema: bookingRoutes.listFreeSlots.response,
  });
  return data.slots;
}

export function useSlots(slug: string, range: { from: string; to: string }) {
  const { from, to } = range;
  return useSWR([slotsKey(slug), from, to], () => getSlots(slug, from, to));
}
