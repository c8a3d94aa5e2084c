import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { fetchAllPages } from '@/lib/all-pages';

const { listMeetings } = bookingPageRoutes;

/** The meetings path of a booking page; the SWR key adds the period. */
export const meetingsKey = (bookingPageId: string) =>
  routePath(listMeetings, { id: bookingPageId });

/**
 * Meetings overlapping `[from, to)`, ascending by start: the whole period, a page at a time (a
 * busy week is one page).
 */
export const getMeetings = (bookingPageId: string, from: string, to: string) =>
  fetchAllPages(meetingsKey(bookingPageId), listMeetings.response, (page) => page.meetings, {
    query: new URLSearchParams({ from, to }),
  });

/** One week's meetings; the previous week's stay shown while the next one loads. */
export function useMeetings(
  bookingPageId: string,
  sub: string,
  range: { from: string; to: string },
) {
  const { from, to } = range;
  return useSWR(
    [meetingsKey(bookingPageId), sub, from, to],
    () => getMeetings(bookingPageId, from, to),
    {
      keepPreviousData: true,
    },
  );
}
