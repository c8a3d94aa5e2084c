import useSWR from 'swr';
import { byConnectionAge } from '@contracts/booking/connection';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const { listConnections } = bookingPageRoutes;

export const connectionsKey = (calendarId: string) =>
  routePath(listConnections, { id: calendarId });

/** The calendars connected to a booking page, oldest (the primary one) first. */
export async function getConnections(calendarId: string) {
  const all = await fetchAllPages(
    connectionsKey(calendarId),
    listConnections.response,
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
