import type { TCreateMeetingParsed } from '@contracts/booking/meeting';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/** The owner's Add Event. */
export const createMeeting = (calendarId: string, input: TCreateMeetingParsed) =>
  callApi(bookingPageRoutes.createMeeting, {
    params: { id: calendarId },
    body: input,
    schema: bookingPageRoutes.createMeeting.response,
  });
