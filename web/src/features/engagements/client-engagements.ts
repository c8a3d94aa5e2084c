/**
 * The engagements feature's public entry for the clients' screens: a client's engagements with
 * the way to draft one (on the client's screen), and the path of the list of all of them (linked
 * from the clients' list, as the header has no room for another link).
 */
export { ClientEngagements } from './components/client-engagements';
export { ENGAGEMENTS_PATH } from './lib/engagement-display';
