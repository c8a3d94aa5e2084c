import * as z from 'zod';
import { ZInstant } from './time-fields';

/**
 * The owner's changes to one meeting of their page (the week view's meeting details):
 * `POST /api/booking-pages/{id}/meetings/{meetingId}/cancel`, `…/reschedule`, `GET …/slots` (the
 * free times it may move to) and `DELETE /api/booking-pages/{id}/meetings/{meetingId}` (events added
 * by hand only). The visitor's link reschedules with the same body
 * (`POST /api/public/bookings/by-link/reschedule`, `GET /api/public/bookings/by-link/slots`).
 */

export const MAX_CANCEL_MESSAGE = 500;

export const meetingChangeMessages = {
  /** 409: cancelled meanwhile, by either side. */
  alreadyCancelled: 'This meeting is already cancelled.',
  /** 409: cancel and reschedule are for meetings booked on the page, which have an attendee. */
  notBooked:
    'Only meetings booked on your page can be cancelled or rescheduled. Delete an event you added yourself instead.',
  /** 409: a booked meeting is cancelled, so its attendee is told; an imported one is synced. */
  notManual:
    'Only events you added yourself can be deleted. Cancel a booked meeting instead, so the attendee is told.',
  sameTime: 'The meeting is already at that time. Please choose another time.',
  /** 409 to the visitor: an inactive page takes no bookings, and no moves either. */
  pagePaused:
    'The host is not taking bookings at the moment, so the meeting cannot be moved. You can still cancel it.',
  message: 'The message must be text',
  messageTooLong: `The message must be at most ${MAX_CANCEL_MESSAGE} characters`,
  startRequired: 'Please choose a new time',
  requestKey: 'The request key must be a UUID',
} as const;

/** `POST …/cancel` by the owner: an optional message, passed on to the attendee. */
export const ZCancelMeeting = z.object({
  message: z
    .string(meetingChangeMessages.message)
    .trim()
    .max(MAX_CANCEL_MESSAGE, meetingChangeMessages.messageTooLong)
    .optional()
    .default(''),
});
export type TCancelMeeting = z.input<typeof ZCancelMeeting>;
export type TCancelMeetingParsed = z.output<typeof ZCancelMeeting>;

/**
 * `POST …/reschedule`: the new start, one of the page's free times; the end follows from the
 * page's meeting length. `idempotencyKey`, made once per attempt by the page, lets a retry of a
 * move that went through answer the moved meeting instead of "already at that time".
 */
export const ZRescheduleMeeting = z.object(
  {
    startTime: z.string(meetingChangeMessages.startRequired).pipe(ZInstant),
    idempotencyKey: z.uuid(meetingChangeMessages.requestKey).optional(),
  },
  meetingChangeMessages.startRequired,
);
export type TRescheduleMeeting = z.input<typeof ZRescheduleMeeting>;
export type TRescheduleMeetingParsed = z.output<typeof ZRescheduleMeeting>;

export const ZMeetingParams = z.object({ id: z.uuid(), meetingId: z.uuid() });
