import useSWR from 'swr';
import { ZMeetingList } from '@contracts/booking/meeting';
import { apiFetch } from '@/lib/api-client';
import { calendarKey } from './get-calendar';

/** The meetings path of a booking page; the SWR key adds the period. */
export const meetingsKey = (calendarId: string) => `${calendarKey(calendarId)}/meetings`;

/** Meetings starting in `[from, to)`, ascending by start. */
export async function getMeetings(calendarId: string, from: string, to: string) {
  const query = new URLSearchParams({ from, to });
  const data = await apiFetch(`${meetingsKey(calendarId)}?${query}`, { schema: ZMeetingList });
  return data.meetings;
}

/** One week's meetings; the previous week's stay shown while the next one loads. */
export function useMeetings(calendarId: string, sub: string, range: { from: string; to: string }) {
  const { from, to } = range;
  return useSWR([meetingsKey(calendarId), sub, from, to], () => getMeetings(calendarId, from, to), {
    keepPreviousData: true,
  });
}
