import * as z from 'zod';

/**
 * EventBridge detail of `MeetingRescheduled` (docs/events.md): the owner or the visitor moved a
 * booked meeting to another time of its page. The consumer re-reads the meeting at its new time;
 * `sequence` names this version, so a later move's event supersedes this one's mails.
 */
export const MEETING_RESCHEDULED = 'MeetingRescheduled';

export const ZMeetingRescheduled = z.object({
  bookingPageId: z.string(),
  meetingId: z.string(),
  /** The new start: with the ids, the meeting's key. */
  startTime: z.string(),
  previousStartTime: z.string(),
  previousEndTime: z.string(),
  sequence: z.number().int(),
  rescheduledBy: z.enum(['attendee', 'owner']),
});
export type TMeetingRescheduled = z.infer<typeof ZMeetingRescheduled>;
