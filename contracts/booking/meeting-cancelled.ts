import * as z from 'zod';

/**
 * EventBridge detail of `MeetingCancelled` (docs/events.md): a visitor cancelled a booked meeting
 * through their personal link, or the page's owner cancelled it (`cancelledBy`). The consumer
 * re-reads the meeting (the reason or message included).
 */
export const MEETING_CANCELLED = 'MeetingCancelled';

export const ZMeetingCancelled = z.object({
  bookingPageId: z.string(),
  meetingId: z.string(),
  startTime: z.string(),
  /** Events written before owners could cancel were all the visitor's. */
  cancelledBy: z.enum(['attendee', 'owner']).optional(),
});
export type TMeetingCancelled = z.infer<typeof ZMeetingCancelled>;
