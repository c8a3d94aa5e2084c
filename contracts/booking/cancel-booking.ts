import * as z from 'zod';
import { MEETING_PLATFORMS, MEETING_STATUSES } from './meeting';
import { ZStoredMeetingLocation } from './meeting-location';

/**
 * The visitor's personal cancel link `/book/cancel#<token>`, mailed with the booking
 * confirmation; the token travels in the `LINK_TOKEN_HEADER` (`contracts/link-token.ts`):
 * `GET /api/public/bookings/by-link` shows the meeting and
 * `POST /api/public/bookings/by-link/cancel` cancels it; `…/slots` and `…/reschedule` move it
 * (`meeting-changes.ts`).
 */

export const MAX_CANCEL_REASON = 500;

/**
 * How many times the visitor's link may move one meeting (`domain/booking/link-moves.ts`): each
 * move mails the owner and writes to their calendar. The host's own moves are not counted.
 */
export const MAX_LINK_MOVES = 3;

export const cancelBookingMessages = {
  /** 404 for an unknown or expired link: the page says the same for each. */
  notFound: 'This cancellation link is not valid or was already used.',
  reason: 'The reason must be text',
  reasonTooLong: `The reason must be at most ${MAX_CANCEL_REASON} characters`,
  /** 409 to a move (or its free times) once the link has moved the meeting `MAX_LINK_MOVES` times. */
  movesUsedUp: `This meeting has already been moved ${MAX_LINK_MOVES} times with your link, the most it allows. To change it again, please contact the host by replying to your booking email.`,
} as const;

/** What the link's holder may see of the meeting. */
export const ZBookingByToken = z.object({
  /** The booking page's name. */
  pageName: z.string(),
  /** Its host, by the name their public page shows; null when they never gave one. */
  hostName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  attendeeName: z.string(),
  platform: z.enum(MEETING_PLATFORMS).nullable(),
  /** The Google Meet or Teams link the owner's calendar made for it; absent when there is none. */
  joinUrl: z.string().optional(),
  /**
   * Where the meeting takes place, as its page's owner set it when it was booked: the address,
   * phone number or own video link, shown only to the link's holder. Null when none was set,
   * and for a cancelled meeting.
   */
  location: ZStoredMeetingLocation.nullable(),
  status: z.enum(MEETING_STATUSES),
  /** Free times further ahead than this many days are not offered for a move. */
  horizonDays: z.number().int(),
  /** Moves the link may still make (0: the visitor contacts the host to change it again). */
  movesLeft: z.number().int().min(0),
  /**
   * A cancelled meeting's page, by its current slug, while it takes bookings: the link offers to
   * book another time there. Absent for a scheduled meeting.
   */
  pageSlug: z.string().optional(),
});
export type TBookingByToken = z.infer<typeof ZBookingByToken>;

/** `POST …/cancel`: an optional reason, passed on to both sides. */
export const ZCancelBooking = z.object({
  reason: z
    .string(cancelBookingMessages.reason)
    .trim()
    .max(MAX_CANCEL_REASON, cancelBookingMessages.reasonTooLong)
    .optional()
    .default(''),
});
export type TCancelBooking = z.input<typeof ZCancelBooking>;
export type TCancelBookingParsed = z.output<typeof ZCancelBooking>;
