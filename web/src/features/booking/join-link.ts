/**
 * A booking's video meeting link and the location its host set, shown to the visitor here and in
 * the owner's meeting details (booking-pages).
 */
export { joinLink, type JoinLink } from './lib/join-link';
export { JoinMeetingLink } from './components/join-meeting-link';
export { LocationKindIcon, MeetingLocationValue } from './components/meeting-location';
