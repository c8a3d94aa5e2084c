import useSWR from 'swr';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { fetchAllPages } from '@/lib/all-pages';

const { listMeetings } = bookingPageRoutes;

/** The meetings path of a booking page; the SWR key adds the period. */
export const meetingsKey = (calendarId: string) => routePath(listMeetings, { id: calendarId });

/**
 * Meetings overlapping `[from, to)`, ascending by start: the whole period, a page at a time (a
 * busy week is one page).
 */
export const getMeetings = (calendarId: string, from: string, to: string) =>
  fetchAllPages(meetingsKey(calendarId), listMeetings.response, (page) => page.meetings, {
    query: new URLSearchParams({ from, to }),
  });

/** One week's meetings; the previous week's stay shown while the next one loads. */
export function useMeetings(calendarId: string, sub: string, range: { from: string; to: string }) {
  const { from, to } = range;
  return useSWR([meetingsKey(calendarId), sub, from, to], () => getMeetings(calendarId, from, to), {
    keepPreviousData: true,
  });
}
