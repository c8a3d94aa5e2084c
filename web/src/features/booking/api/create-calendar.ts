import type { TCreateCalendarParsed } from '@contracts/booking/calendar';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/** Creates a booking page; a taken slug is a 409 with the contract's message. */
export const createCalendar = (input: TCreateCalendarParsed) =>
  callApi(bookingPageRoutes.createCalendar, {
    body: input,
    schema: bookingPageRoutes.createCalendar.response,
  });
