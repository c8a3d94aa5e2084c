import useSWR from 'swr';
import { ZMeetingList } from '@contracts/booking/meeting';
import { fetchAllPages } from '@/lib/all-pages';
import { calendarKey } from './get-calendar';

/** The meetings path of a booking page; the SWR key adds the period. */
export const meetingsKey = (calendarId: string) => `${calendarKey(calendarId)}/meetings`;

/**
 * Meetings overlapping `[from, to)`, ascending by start: the whole period, a page at a time (a
 * busy week is one page).
 */
export const getMeetings = (calendarId: string, from: string, to: string) =>
  fetchAllPages(meetingsKey(calendarId), ZMeetingList, (page) => page.meetings, {
    query: new URLSearchParams({ from, to }),
  });

/** One week's meetings; the previous week's stay shown while the next one loads. */
export function useMeetings(calendarId: string, sub: string, range: { from: string; to: string }) {
  const { from, to } = range;
  return useSWR([meetingsKey(calendarId), sub, from, to], () => getMeetings(calendarId, from, to), {
    keepPreviousData: true,
  });
}
