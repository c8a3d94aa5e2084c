import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';
import { PAGE_SIZES, pageQueryShape, ZPageOf } from '../paging';
import { ZStoredMeetingLocation } from './meeting-location';
import { isTimeZone, minutesOfDay, ZDate, ZInstant, ZTimeOfDay } from './time-fields';

/** Meetings on a booking page's calendar (spec §3), and the owner's Add Event form (spec §5). */

export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
/** Where a meeting came from: the public page, the owner's Add Event, or a provider's sync. */
export const MEETING_SOURCES = ['booking', 'manual', 'google', 'microsoft'] as const;
export const MEETING_PLATFORMS = ['google_meet', 'teams'] as const;
export type TMeetingPlatform = (typeof MEETING_PLATFORMS)[number];
export const PLATFORM_LABELS: Record<TMeetingPlatform, string> = {
  google_meet: 'Google Meet',
  teams: 'Microsoft Teams',
};

/** Blank attendee fields of a manual event become these (spec §5). */
export const MANUAL_ATTENDEE_NAME = 'Manual Entry';
export const MANUAL_ATTENDEE_EMAIL = 'no-reply@vcisohub.com';

export const meetingMessages = {
  titleRequired: 'Please enter an event title',
  titleTooLong: 'The title must be at most 200 characters',
  attendeeNameTooLong: 'The attendee name must be at most 100 characters',
  attendeeEmailTooLong: 'The attendee email must be at most 255 characters',
  endAfterStart: 'End time must be after start time',
  travelBuffer: 'Travel buffer must be 0 or more minutes',
  travelBufferTooLong: 'Travel buffer must be at most 1,440 minutes',
  timeZone: 'Please choose a time zone',
  attendeeEmail: 'Please enter a valid attendee email',
  rangeTooLong: 'Ask for at most 62 days at a time',
  rangeOrder: 'The end of the period must be after its start',
  notFound: 'Meeting not found',
} as const;

export const ZMeeting = z.object({
  id: z.string(),
  bookingPageId: z.string(),
  connectionId: z.string().nullable(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  attendeeName: z.string(),
  attendeeEmail: z.string(),
  status: z.enum(MEETING_STATUSES),
  source: z.enum(MEETING_SOURCES),
  platform: z.enum(MEETING_PLATFORMS).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /**
   * A booking's video meeting link, made by the owner's connected calendar when the visitor chose
   * its platform (Google Meet from Google, Teams from Microsoft); absent otherwise.
   */
  joinUrl: z.string().optional(),
  /**
   * A booking's copy of the location its page's owner set when it was booked (in person, phone,
   * own video link); absent when the page had none.
   */
  location: ZStoredMeetingLocation.optional(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

/**
 * `GET /api/booking-pages/{id}/meetings?from&to&cursor&limit`: a page of the period's meetings by
 * start. The period is at most `MAX_RANGE_DAYS` long and a page at most `PAGE_SIZES.meetings.max`
 * meetings; the web follows `nextCursor` until the period is complete.
 */
export const ZMeetingList = ZPageOf('meetings', ZMeeting);
export type TMeetingList = z.infer<typeof ZMeetingList>;

/** At most this long a period per meetings or slots request: two months of a calendar. */
export const MAX_RANGE_DAYS = 62;

const rangeShape = { from: ZInstant, to: ZInstant };

/** A period's rules, for every query that names one. */
const checkRange = (r: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (!(Date.parse(r.to) > Date.parse(r.from)))
    ctx.addIssue({ code: 'custom', message: meetingMessages.rangeOrder, path: ['to'] });
  else if (Date.parse(r.to) - Date.parse(r.from) > MAX_RANGE_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', message: meetingMessages.rangeTooLong, path: ['to'] });
};

/** `?from&to`: a period as two instants, `from` inclusive, `to` exclusive. */
export const ZRangeQuery = z.object(rangeShape).superRefine(checkRange);
export type TRangeQuery = z.infer<typeof ZRangeQuery>;

/** The meetings list's query: a period and a page of it. */
export const ZMeetingListQuery = z
  .object({ ...rangeShape, ...pageQueryShape(PAGE_SIZES.meetings) })
  .superRefine(checkRange);
export type TMeetingListQuery = z.output<typeof ZMeetingListQuery>;

/**
 * `POST /api/booking-pages/{id}/meetings`: the Add Event dialog. The date and times are read in
 * `timezone` (any IANA zone; absent: the booking page's own); the time zone and travel buffer
 * are not stored (spec §3). Without `calendarConnectionId` the event goes on the booking page's
 * own calendar (no connection, as a booking made before any calendar was connected), so Add
 * Event works before anything is connected.
 */
export const ZCreateMeeting = z
  .object(
    {
      title: requiredTrimmed(meetingMessages.titleRequired, 200, meetingMessages.titleTooLong),
      date: ZDate,
      startTime: ZTimeOfDay,
      endTime: ZTimeOfDay,
      calendarConnectionId: z.string().trim().optional().default(''),
      attendeeName: z
        .string()
        .trim()
        .max(100, meetingMessages.attendeeNameTooLong)
        .optional()
        .default('')
        .transform((v) => v || MANUAL_ATTENDEE_NAME),
      attendeeEmail: z
        .string()
        .trim()
        .max(255, meetingMessages.attendeeEmailTooLong)
        .refine((v) => v === '' || z.email().safeParse(v).success, meetingMessages.attendeeEmail)
        .optional()
        .default('')
        .transform((v) => v || MANUAL_ATTENDEE_EMAIL),
      timezone: z
        .string(meetingMessages.timeZone)
        .trim()
        .refine(isTimeZone, meetingMessages.timeZone)
        .optional(),
      travelBuffer: z.coerce
        .number(meetingMessages.travelBuffer)
        .min(0, meetingMessages.travelBuffer)
        .max(24 * 60, meetingMessages.travelBufferTooLong)
        .default(0),
    },
    meetingMessages.titleRequired,
  )
  .refine((m) => minutesOfDay(m.endTime) > minutesOfDay(m.startTime), {
    message: meetingMessages.endAfterStart,
    path: ['endTime'],
  });
export type TCreateMeeting = z.input<typeof ZCreateMeeting>;
export type TCreateMeetingParsed = z.output<typeof ZCreateMeeting>;
