/**
 * The booking-pages feature's public entry for screens of one booking page that live in other
 * features (timesheets): the page loader with its loading and not-found states, and the quiet
 * back link those screens start with.
 */
export { OwnedBookingPage } from './components/owned-booking-page';
export { ScreenBackLink } from './components/back-link';
