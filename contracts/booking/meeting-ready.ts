import type * as z from 'zod';
import { ZMeetingBooked } from './meeting-booked';

/**
 * EventBridge detail of `MeetingReady` (docs/events.md): a booking has been written to the
 * owner's connected calendar, with its video meeting link when the platform's provider made one
 * (or there was nothing to write, or the provider failed), so its confirmation can go out with
 * everything in it. The same ids as the `MeetingBooked` it follows; the consumer re-reads the rest.
 */
export const MEETING_READY = 'MeetingReady';

export const ZMeetingReady = ZMeetingBooked;
export type TMeetingReady = z.infer<typeof ZMeetingReady>;
