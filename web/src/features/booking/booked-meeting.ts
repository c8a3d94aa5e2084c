/**
 * The meeting behind a visitor's personal link, and the page that manages it: for the booking
 * page's success screen, which holds such a link from the booking's answer.
 */
export { getBookingByToken } from './api/get-booking-by-token';

/** The visitor's "manage booking" page for a link's token, the token in the fragment. */
export const manageBookingPath = (token: string) => `/book/cancel#${token}`;
