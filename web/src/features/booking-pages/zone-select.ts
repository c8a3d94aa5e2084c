/**
 * The booking-pages feature's public entry for another owner's form that asks for a time zone
 * (an engagement counts its months in one): the same select, with every zone the runtime knows.
 */
export { ZoneSelect } from './components/zone-select';
