import useSWR from 'swr';
import { byConnectionAge, ZConnectionList } from '@contracts/booking/connection';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { calendarKey } from './get-calendar';

export const connectionsKey = (calendarId: string) => `${calendarKey(calendarId)}/connections`;

/** The calendars connected to a booking page, oldest (the primary one) first. */
export async function getConnections(calendarId: string) {
  const all = await fetchAllPages(
    connectionsKey(calendarId),
    ZConnectionList,
    (page) => page.connections,
  );
  return all.sort(byConnectionAge);
}

/** Keyed by the signed-in user too; a failed load says "Error" with the reason (spec §8). */
export function useConnections(calendarId: string, sub: string) {
  return useSWR([connectionsKey(calendarId), sub], () => getConnections(calendarId), {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
