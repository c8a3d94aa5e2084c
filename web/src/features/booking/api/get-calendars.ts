import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const { list: listCalendars } = bookingPageRoutes;

/** The list's SWR key: creating, changing or deleting a page revalidates it. */
export const calendarsKey = listCalendars.path;

/** The owner's booking pages, newest first (every page of them). */
export const getCalendars = () =>
  fetchAllPages(listCalendars.path, listCalendars.response, (page) => page.calendars);

/** "My Booking Pages", keyed by the signed-in user; a failed load says "Error" with the reason (spec §8). */
export function useCalendars(sub: string | undefined) {
  return useSWR(sub ? [calendarsKey, sub] : null, getCalendars, {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
