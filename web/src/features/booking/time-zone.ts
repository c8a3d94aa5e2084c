/**
 * The visitor's time zone (the browser's) and an instant's date in a zone, as the public page
 * reads them: for the owner's screens too.
 */
export { dateKeyIn, visitorZone } from './lib/slot-dates';
