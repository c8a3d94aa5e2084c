import * as z from 'zod';

/**
 * EventBridge detail of `MeetingCancelled` (docs/events.md): a visitor cancelled a booked meeting
 * through their personal link. The consumer re-reads the meeting (its reason included).
 */
export const MEETING_CANCELLED = 'MeetingCancelled';

export const ZMeetingCancelled = z.object({
  calendarId: z.string(),
  meetingId: z.string(),
  startTime: z.string(),
});
export type TMeetingCancelled = z.infer<typeof ZMeetingCancelled>;
