import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';
import { LOCATION_KINDS } from '@domain/booking/meeting-location';
import { MEETING_PLATFORMS } from './meeting';
import { ZInstant, ZTimeZone } from './time-fields';

/** The public booking page `/book/{slug}` (spec §2) and the booking it makes (spec §7 book-meeting). */

export const bookingMessages = {
  notFound: "This booking link doesn't exist or has been disabled.",
  /** 404 of a page its owner paused: it exists, but takes no bookings for now. */
  paused: 'This booking page is not taking bookings right now. Please try again later.',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Your name must be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Your email must be at most 255 characters',
  notesTooLong: 'Notes must be at most 2,000 characters',
  platformRequired: 'Please choose Google Meet or Microsoft Teams',
  /** 400: a platform none of the page's connected calendars can make a join link for. */
  platformUnavailable:
    'The host has not connected a calendar that can set up this video call. Please reload the page and book with one of the options it offers.',
  /** 400: a platform asked for on a page whose meetings take place where its owner set. */
  platformNotOffered:
    'The host has set where this meeting takes place, so no video platform can be chosen. Please reload the page and book again.',
  slotRequired: 'Please choose a date and time',
  /** 409: someone else took an overlapping time first. */
  slotTaken: 'Sorry, that time was just booked by someone else. Please choose another time.',
  /** 409: the time is not (or no longer) offered: outside the hours, in the past, or busy. */
  slotUnavailable: 'That time is no longer available. Please choose another time.',
  /** 409: the time is sooner than the page's minimum notice. */
  tooSoon: 'That time is too soon to book. Please choose a later time.',
  /** 409: the time is further ahead than the page takes bookings. */
  tooFarAhead: (days: number) =>
    `Bookings open up to ${days} days ahead. Please choose an earlier date.`,
  /** 429: caps on anonymous bookings (`lambdas/services/booking/booking-caps.ts`). */
  tooManyForAddress:
    'This email address has made too many bookings on this page today. Please try again tomorrow.',
  tooManyForPage: 'This page has taken too many bookings today. Please try again tomorrow.',
  tooManyFromSource: 'Too many bookings from your network. Please try again in an hour.',
  keyRequired: 'The booking request needs an idempotency key',
  keyReused: 'This booking request was already used for another booking. Please try again.',
} as const;

/** What an anonymous visitor may see of a booking page. */
export const ZPublicBookingPage = z.object({
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  defaultMeetingDuration: z.number().int(),
  /** Times sooner than this are not offered. */
  minimumNoticeMinutes: z.number().int(),
  /** The host's name from their profile; null while they gave none (their e-mail stays private). */
  hostName: z.string().nullable(),
  /** Times further ahead than this many days are not offered: the picker ends there. */
  horizonDays: z.number().int(),
  /** The owner's zone; the page shows times in the visitor's own zone, named. */
  timeZone: z.string(),
  /** Days (0 Sunday … 6 Saturday, in the owner's zone) that have availability. */
  availableDays: z.array(z.number().int()),
  /**
   * The video platforms a visitor may choose: only those whose join link one of the host's
   * connected calendars will make (Google Meet from Google, Teams from Microsoft). Empty: the
   * page offers no video call.
   */
  meetingPlatforms: z.array(z.enum(MEETING_PLATFORMS)),
  /**
   * The kind of place the host set for the page's meetings (in person, phone call, own video
   * link), shown instead of a platform choice; the address, number or link itself goes only to
   * whoever books. Null: the page has none.
   */
  locationKind: z.enum(LOCATION_KINDS).nullable(),
});
export type TPublicBookingPage = z.infer<typeof ZPublicBookingPage>;

export const ZPublicSlugParams = z.object({ slug: z.string().max(100) });

export const ZSlot = z.object({ start: z.string(), end: z.string() });
export type TSlot = z.infer<typeof ZSlot>;

/** `GET /api/public/booking-pages/{slug}/slots?from&to`: free start times, ascending, in UTC. */
export const ZSlotList = z.object({ slots: z.array(ZSlot) });
export type TSlotList = z.infer<typeof ZSlotList>;

/**
 * `POST /api/public/booking-pages/{slug}/bookings`. The end is the start plus the page's meeting
 * length, set by the server. `idempotencyKey` is made once per attempt by the page: a retry with
 * the same key answers the first booking again. The visitor's zone is kept on the meeting, so
 * what is sent to them can name their own times.
 */
export const ZBookMeeting = z.object(
  {
    startTime: ZInstant,
    attendeeName: requiredTrimmed(bookingMessages.nameRequired, 100, bookingMessages.nameTooLong),
    attendeeEmail: z
      .string(bookingMessages.emailInvalid)
      .trim()
      .max(255, bookingMessages.emailTooLong)
      .pipe(z.email(bookingMessages.emailInvalid)),
    attendeeNotes: z.string().trim().max(2000, bookingMessages.notesTooLong).optional().default(''),
    /** One of the page's `meetingPlatforms`; absent when it offers none (or for no video call). */
    meetingPlatform: z.enum(MEETING_PLATFORMS, bookingMessages.platformRequired).optional(),
    idempotencyKey: z.uuid(bookingMessages.keyRequired),
    /** The zone the visitor chose on the page (IANA); absent: the page's own zone. */
    attendeeTimeZone: ZTimeZone.optional(),
  },
  bookingMessages.slotRequired,
);
export type TBookMeeting = z.input<typeof ZBookMeeting>;
export type TBookMeetingParsed = z.output<typeof ZBookMeeting>;

/**
 * The answer to a booking (201, and the same again, without `manageToken`, for a retried
 * request).
 */
export const ZBooking = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  meetingPlatform: z.enum(MEETING_PLATFORMS).nullable(),
  bookingPageName: z.string(),
  /**
   * The visitor's personal link token to manage (move or cancel) the meeting,
   * `/book/cancel#<token>`, which also opens `GET /api/public/bookings/by-link` (its join link
   * once made). Only in the answer to the request that booked: a retry's answer has none (the
   * confirmation mail brings a link of its own).
   */
  manageToken: z.string().optional(),
});
export type TBooking = z.infer<typeof ZBooking>;

/**
 * `POST /api/public/booking-pages/{slug}/refresh`: the public page asks, as it opens, for the page's
 * connected calendars to be synced when their last sync is older than a few minutes, so its free
 * times reflect the owner's calendar as it is now. `synced`: connections synced by this call;
 * `fresh`: every connected calendar is now recently synced (false when one failed or is still
 * being synced by another request).
 */
export const ZCalendarRefresh = z.object({ synced: z.number().int(), fresh: z.boolean() });
export type TCalendarRefresh = z.infer<typeof ZCalendarRefresh>;
