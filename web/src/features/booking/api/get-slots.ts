import useSWR from 'swr';
import { ZSlotList } from '@contracts/booking/public-booking';
import { apiFetch } from '@/lib/api-client';
import { publicCalendarKey } from './get-public-calendar';

/** The free times path of a booking page; the SWR key adds the period. */
export const slotsKey = (slug: string) => `${publicCalendarKey(slug)}/slots`;

/** Free start times in `[from, to)`, ascending, in UTC. */
export async function getSlots(slug: string, from: string, to: string) {
  const query = new URLSearchParams({ from, to });
  const data = await apiFetch(`${slotsKey(slug)}?${query}`, { anonymous: true, schema: ZSlotList });
  return data.slots;
}

export function useSlots(slug: string, range: { from: string; to: string }) {
  const { from, to } = range;
  return useSWR([slotsKey(slug), from, to], () => getSlots(slug, from, to));
}
