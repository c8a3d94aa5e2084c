import type { TCreateBookingPageParsed } from '@contracts/booking/booking-page';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/** Creates a booking page; a taken slug is a 409 with the contract's message. */
export const createBookingPage = (input: TCreateBookingPageParsed) =>
  callApi(bookingPageRoutes.create, {
    body: input,
    schema: bookingPageRoutes.create.response,
  });
