import useSWR from 'swr';
import { ZCalendarList } from '@contracts/booking/calendar';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

export const calendarsKey = '/api/calendars';

/** The owner's booking pages, newest first (every page of them). */
export const getCalendars = () =>
  fetchAllPages(calendarsKey, ZCalendarList, (page) => page.calendars);

/** "My Booking Pages", keyed by the signed-in user; a failed load says "Error" with the reason (spec §8). */
export function useCalendars(sub: string | undefined) {
  return useSWR(sub ? [calendarsKey, sub] : null, getCalendars, {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
