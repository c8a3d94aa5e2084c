import type { TCreateMeetingParsed } from '@contracts/booking/meeting';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/** The owner's Add Event. */
export const createMeeting = (bookingPageId: string, input: TCreateMeetingParsed) =>
  callApi(bookingPageRoutes.createMeeting, {
    params: { id: bookingPageId },
    body: input,
    schema: bookingPageRoutes.createMeeting.response,
  });
