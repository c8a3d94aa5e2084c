/**
 * The browser's time zone and an instant's date in a zone, as the public page reads them: for the
 * owner's screens (booking-pages) too.
 */
export { dateKeyIn, visitorZone } from './lib/slot-dates';
