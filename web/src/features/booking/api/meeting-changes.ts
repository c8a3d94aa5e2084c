import { ZMeeting } from '@contracts/booking/meeting';
import type {
  TCancelMeetingParsed,
  TRescheduleMeetingParsed,
} from '@contracts/booking/meeting-changes';
import { ZSlotList } from '@contracts/booking/public-booking';
import { apiFetch } from '@/lib/api-client';
import { meetingsKey } from './get-meetings';

/** One meeting of a page, for the owner's changes to it. */
const meetingPath = (calendarId: string, meetingId: string) =>
  `${meetingsKey(calendarId)}/${encodeURIComponent(meetingId)}`;

/** Cancels a booked meeting (204); the attendee is mailed the cancellation with the message. */
export const cancelMeeting = (calendarId: string, meetingId: string, body: TCancelMeetingParsed) =>
  apiFetch<void>(`${meetingPath(calendarId, meetingId)}/cancel`, { method: 'POST', body });

/** Moves a booked meeting to one of its free times; both sides are mailed the new time. */
export const rescheduleMeeting = (
  calendarId: string,
  meetingId: string,
  body: TRescheduleMeetingParsed,
) =>
  apiFetch(`${meetingPath(calendarId, meetingId)}/reschedule`, {
    method: 'POST',
    body,
    schema: ZMeeting,
  });

/** Deletes an event added by hand (204). */
export const deleteMeeting = (calendarId: string, meetingId: string) =>
  apiFetch<void>(meetingPath(calendarId, meetingId), { method: 'DELETE' });

/** The free times a booked meeting may move to: the path (the SWR key) and a period's fetch. */
export function moveSlotsSource(calendarId: string, meetingId: string) {
  const path = `${meetingPath(calendarId, meetingId)}/slots`;
  return {
    path,
    fetch: async (range: { from: string; to: string }) =>
      (await apiFetch(`${path}?${new URLSearchParams(range)}`, { schema: ZSlotList })).slots,
  };
}
