import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const { list: listBookingPages } = bookingPageRoutes;

/** The list's SWR key: creating, changing or deleting a page revalidates it. */
export const bookingPagesKey = listBookingPages.path;

/** The owner's booking pages, newest first (every page of them). */
export const getBookingPages = () =>
  fetchAllPages(listBookingPages.path, listBookingPages.response, (page) => page.bookingPages);

/** "My Booking Pages", keyed by the signed-in user; a failed load says "Error" with the reason (spec §8). */
export function useBookingPages(sub: string | undefined) {
  return useSWR(sub ? [bookingPagesKey, sub] : null, getBookingPages, {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
