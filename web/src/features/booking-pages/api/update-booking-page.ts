import type { TUpdateBookingPageParsed } from '@contracts/booking/booking-page';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { callApi } from '@/lib/call-api';

/**
 * Saves changed settings of a booking page with the version they were read at: settings changed
 * meanwhile (another tab) are a 409 with the contract's `changedElsewhere` message.
 */
export const updateBookingPage = (id: string, edit: TUpdateBookingPageParsed) =>
  callApi(bookingPageRoutes.update, {
    params: { id },
    body: edit,
    schema: bookingPageRoutes.update.response,
  });
