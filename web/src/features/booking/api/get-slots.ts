import useSWR from 'swr';
import { ZSlotList } from '@contracts/booking/public-booking';
import { apiFetch } from '@/lib/api-client';
import { publicCalendarKey } from './get-public-calendar';
import { refreshCalendarOnce } from './refresh-calendar';

/** The free times path of a booking page; the SWR key adds the period. */
export const slotsKey = (slug: string) => `${publicCalendarKey(slug)}/slots`;

/**
 * Free start times in `[from, to)`, ascending, in UTC, once the page's connected calendars were
 * synced if they were stale, so busy time added there minutes ago is not offered.
 */
export async function getSlots(slug: string, from: string, to: string) {
  await refreshCalendarOnce(slug);
  const query = new URLSearchParams({ from, to });
  const data = await apiFetch(`${slotsKey(slug)}?${query}`, { anonymous: true, schema: ZSlotList });
  return data.slots;
}

export function useSlots(slug: string, range: { from: string; to: string }) {
  const { from, to } = range;
  return useSWR([slotsKey(slug), from, to], () => getSlots(slug, from, to));
}
