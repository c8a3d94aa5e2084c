import { ZMeeting, type TCreateMeetingParsed } from '@contracts/booking/meeting';
import { apiFetch } from '@/lib/api-client';
import { meetingsKey } from './get-meetings';

/** The owner's Add Event. */
export const createMeeting = (calendarId: string, input: TCreateMeetingParsed) =>
  apiFetch(meetingsKey(calendarId), { method: 'POST', body: input, schema: ZMeeting });
