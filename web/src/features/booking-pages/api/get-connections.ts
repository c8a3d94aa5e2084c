import useSWR from 'swr';
import { byConnectionAge } from '@contracts/booking/connection';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const { listConnections } = bookingPageRoutes;

export const connectionsKey = (bookingPageId: string) =>
  routePath(listConnections, { id: bookingPageId });

/** The calendars connected to a booking page, oldest (the primary one) first. */
export async function getConnections(bookingPageId: string) {
  const all = await fetchAllPages(
    connectionsKey(bookingPageId),
    listConnections.response,
    (page) => page.connections,
  );
  return all.sort(byConnectionAge);
}

/** Keyed by the signed-in user too; a failed load says "Error" with the reason (spec §8). */
export function useConnections(bookingPageId: string, sub: string) {
  return useSWR([connectionsKey(bookingPageId), sub], () => getConnections(bookingPageId), {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
