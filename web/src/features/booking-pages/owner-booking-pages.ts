/**
 * The booking-pages feature's public entry for another feature's choice among the owner's pages
 * (the client screen links one to its client): the whole list, read once and kept under the same
 * key as "My Booking Pages".
 */
export { bookingPagesKey, useBookingPages } from './api/get-booking-pages';
