import * as z from 'zod';

/** EventBridge detail of `MeetingBooked` (docs/events.md): the consumer re-reads the rest. */
export const MEETING_BOOKED = 'MeetingBooked';

export const ZMeetingBooked = z.object({
  bookingPageId: z.string(),
  meetingId: z.string(),
  startTime: z.string(),
});
export type TMeetingBooked = z.infer<typeof ZMeetingBooked>;
