import type { TBookMeetingParsed } from '@contracts/booking/public-booking';
import { bookingRoutes } from '@contracts/booking/routes';
import { callApi } from '@/lib/call-api';

/** Books a time; a time taken meanwhile is a 409 with the contract's message. */
export const bookMeeting = (slug: string, input: TBookMeetingParsed) =>
  callApi(bookingRoutes.bookMeeting, {
    params: { slug },
    body: input,
    schema: bookingRoutes.bookMeeting.response,
  });
