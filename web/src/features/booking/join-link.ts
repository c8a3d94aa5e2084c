/** A booking's video meeting link as a link to offer, for the visitor's manage-booking page too. */
export { joinLink, type JoinLink } from './lib/join-link';
