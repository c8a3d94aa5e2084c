/** A booking's video meeting link, for the visitor's manage-booking page too. */
export { joinLink, type JoinLink } from './lib/join-link';
export { JoinMeetingLink } from './components/join-meeting-link';
