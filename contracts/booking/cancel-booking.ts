import * as z from 'zod';
import { MEETING_PLATFORMS, MEETING_STATUSES } from './meeting';

/**
 * The visitor's personal cancel link `/book/cancel/{token}`, mailed with the booking
 * confirmation: `GET /api/public/bookings/{token}` shows the meeting and
 * `POST /api/public/bookings/{token}/cancel` cancels it.
 */

export const MAX_CANCEL_REASON = 500;

export const cancelBookingMessages = {
  /** 404 for an unknown, expired or already used link: the page says the same for each. */
  notFound: 'This cancellation link is not valid or was already used.',
  reasonTooLong: `The reason must be at most ${MAX_CANCEL_REASON} characters`,
} as const;

/** The link's token: 32 random bytes, base64url without padding. */
export const CANCEL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const ZCancelTokenParams = z.object({ token: z.string().regex(CANCEL_TOKEN) });

/** What the link's holder may see of the meeting. */
export const ZBookingByToken = z.object({
  /** The booking page's name. */
  pageName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  attendeeName: z.string(),
  platform: z.enum(MEETING_PLATFORMS).nullable(),
  status: z.enum(MEETING_STATUSES),
});
export type TBookingByToken = z.infer<typeof ZBookingByToken>;

/** `POST …/cancel`: an optional reason, passed on to both sides. */
export const ZCancelBooking = z.object({
  reason: z
    .string('The reason must be text')
    .trim()
    .max(MAX_CANCEL_REASON, cancelBookingMessages.reasonTooLong)
    .optional()
    .default(''),
});
export type TCancelBooking = z.input<typeof ZCancelBooking>;
export type TCancelBookingParsed = z.output<typeof ZCancelBooking>;
