import type { TCreateMeetingParsed } from '@contracts/booking/meeting';
import { calendarRoutes } from '@contracts/calendars/routes';
import { callApi } from '@/lib/call-api';

/** The owner's Add Event. */
export const createMeeting = (calendarId: string, input: TCreateMeetingParsed) =>
  callApi(calendarRoutes.createMeeting, {
    params: { id: calendarId },
    body: input,
    schema: calendarRoutes.createMeeting.response,
  });
