/**
 * A booking's video meeting link and the location its host set, for the visitor's manage-booking
 * page too.
 */
export { joinLink, type JoinLink } from './lib/join-link';
export { JoinMeetingLink } from './components/join-meeting-link';
export { LocationKindIcon, MeetingLocationValue } from './components/meeting-location';
