import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';
import { optionalText, requiredText, requiredTrimmed } from '../text-fields';
import { MEETING_PLATFORMS } from './meeting';
import { ZMeetingLocation, ZStoredMeetingLocation } from './meeting-location';
import { minutesOfDay, ZTimeOfDay, ZTimeZone } from './time-fields';

/** Booking pages ("calendars", spec §3): the owner's settings and the public link's slug. */

/** Meeting lengths and buffers a booking page offers (spec §9). */
export const MEETING_DURATIONS = [15, 30, 45, 60] as const;
export const DEFAULT_MEETING_DURATION = 30;
export const BUFFER_TIMES = [0, 5, 10, 15] as const;
export const DEFAULT_BUFFER_TIME = 0;
/**
 * How soon before its start a time can still be booked, and how far ahead, per page. The bounds
 * keep a public page from taking bookings (and sending mail) for any date an anonymous visitor
 * picks; the owner chooses within them.
 */
export const MINIMUM_NOTICE_MINUTES = [0, 30, 60, 120, 240, 720, 1440, 2880] as const;
export const DEFAULT_MINIMUM_NOTICE_MINUTES = 120;
export const HORIZON_DAYS = [7, 14, 30, 60, 90] as const;
export const DEFAULT_HORIZON_DAYS = 60;

/** Day numbers as the spec stores them: 0 Sunday … 6 Saturday. */
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MAX_AVAILABILITY_SLOTS = 50;
export const SLUG_MAX = 60;

export const bookingPageMessages = {
  nameRequired: 'Please enter a name',
  slugRequired: 'Please enter a URL slug',
  slugCharacters: 'The slug may only contain a-z, 0-9 and hyphens',
  slugTooLong: `The slug must be at most ${SLUG_MAX} characters`,
  duration: 'Please choose a meeting length of 15, 30, 45 or 60 minutes',
  buffer: 'Please choose a buffer of 0, 5, 10 or 15 minutes',
  minimumNotice: 'Please choose one of the offered minimum notices',
  horizon: 'Please choose how many days ahead the page takes bookings: 7, 14, 30, 60 or 90',
  day: 'Please choose a day',
  endAfterStart: 'Each availability slot must end after it starts',
  availabilityRequired: 'Add at least one availability slot',
  tooManySlots: `A booking page holds at most ${MAX_AVAILABILITY_SLOTS} availability slots`,
  reminders: 'Please choose whether to send reminders',
  active: 'Please choose Active or Inactive',
  slugTaken: 'This link is already taken. Please choose another slug.',
  notFound: 'Calendar not found',
  versionRequired: 'Reload the page: the edit did not say which version of the settings it changes',
  changedElsewhere:
    'This booking page was changed in another tab or by another request. Reload to see the latest settings.',
  nothingToChange: 'Change at least one setting',
  deletionRefused: (locked: number) =>
    `This booking page cannot be deleted: it holds ${locked} submitted or approved time ${
      locked === 1 ? 'entry' : 'entries'
    }, the record of work sent for billing. Pause the page instead to stop new bookings.`,
} as const;

/** How long a changed slug's old link keeps leading to the page (spec §3: links already shared). */
export const MOVED_SLUG_DAYS = 90;

/**
 * The slug as the form keeps it while the user types (spec §5): lowercase, and only a-z, 0-9
 * and hyphens kept. The API refuses anything else rather than rewriting it.
 */
export const toSlug = (raw: string): string =>
  raw
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SLUG_MAX);

export const ZSlug = requiredTrimmed(
  bookingPageMessages.slugRequired,
  SLUG_MAX,
  bookingPageMessages.slugTooLong,
).regex(/^[a-z0-9-]+$/, bookingPageMessages.slugCharacters);

export const ZAvailabilitySlot = z
  .object({
    dayOfWeek: z.coerce
      .number(bookingPageMessages.day)
      .int(bookingPageMessages.day)
      .min(0, bookingPageMessages.day)
      .max(6, bookingPageMessages.day),
    startTime: ZTimeOfDay,
    endTime: ZTimeOfDay,
  })
  .refine((s) => minutesOfDay(s.endTime) > minutesOfDay(s.startTime), {
    message: bookingPageMessages.endAfterStart,
    path: ['endTime'],
  });
export type TAvailabilitySlot = z.infer<typeof ZAvailabilitySlot>;

/** Monday to Friday, 09:00–17:00 (spec §9). */
export const DEFAULT_AVAILABILITY: TAvailabilitySlot[] = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '17:00',
}));

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z.coerce
    .number(message)
    .refine((v): v is T[number] => (values as readonly number[]).includes(v), message);

/** The settings a page is made with and edited in, each as the form sends it. */
const settingFields = {
  name: requiredText(bookingPageMessages.nameRequired, 'The name', 100),
  slug: ZSlug,
  description: optionalText('The description', 1000),
  defaultMeetingDuration: oneOf(MEETING_DURATIONS, bookingPageMessages.duration),
  bufferTime: oneOf(BUFFER_TIMES, bookingPageMessages.buffer),
  minimumNoticeMinutes: oneOf(MINIMUM_NOTICE_MINUTES, bookingPageMessages.minimumNotice),
  horizonDays: oneOf(HORIZON_DAYS, bookingPageMessages.horizon),
  /** The zone the availability is read in; the form defaults it to the browser's. */
  timeZone: ZTimeZone,
  availability: z
    .array(ZAvailabilitySlot, bookingPageMessages.availabilityRequired)
    .min(1, bookingPageMessages.availabilityRequired)
    .max(MAX_AVAILABILITY_SLOTS, bookingPageMessages.tooManySlots),
  /** Reminder mails to both sides before each booked meeting; pages without it send them. */
  reminders: z.boolean(bookingPageMessages.reminders),
  /**
   * Where meetings take place, set by the owner (in person, a phone call, their own video link);
   * null: visitors choose a video platform whose join link a connected calendar makes.
   */
  location: ZMeetingLocation.nullable(),
};

/** `POST /api/booking-pages`: the create form (spec §2 /booking-pages/new). */
export const ZCreateBookingPage = z.object(
  {
    ...settingFields,
    defaultMeetingDuration: settingFields.defaultMeetingDuration.default(DEFAULT_MEETING_DURATION),
    bufferTime: settingFields.bufferTime.default(DEFAULT_BUFFER_TIME),
    minimumNoticeMinutes: settingFields.minimumNoticeMinutes.default(
      DEFAULT_MINIMUM_NOTICE_MINUTES,
    ),
    horizonDays: settingFields.horizonDays.default(DEFAULT_HORIZON_DAYS),
    reminders: settingFields.reminders.default(true),
    location: settingFields.location.default(null),
  },
  bookingPageMessages.nameRequired,
);
export type TCreateBookingPage = z.input<typeof ZCreateBookingPage>;
export type TCreateBookingPageParsed = z.output<typeof ZCreateBookingPage>;

/**
 * `PATCH /api/booking-pages/{id}`: the settings that change (the edit form sends them all, the
 * Pause / Activate toggle only `isActive`), with the `version` the editor read: an edit made on
 * settings someone else has changed since is refused (409) rather than overwriting theirs.
 */
export const ZUpdateBookingPage = z
  .object(settingFields, bookingPageMessages.versionRequired)
  .partial()
  .extend({
    // Absent means unchanged: the create form's default of '' would wipe it on a pause.
    description: settingFields.description.unwrap(),
    isActive: z.boolean(bookingPageMessages.active).optional(),
    version: z
      .number(bookingPageMessages.versionRequired)
      .int(bookingPageMessages.versionRequired)
      .min(0, bookingPageMessages.versionRequired),
  })
  .refine((edit) => Object.entries(edit).some(([k, v]) => k !== 'version' && v !== undefined), {
    message: bookingPageMessages.nothingToChange,
  });
export type TUpdateBookingPage = z.input<typeof ZUpdateBookingPage>;
export type TUpdateBookingPageParsed = z.output<typeof ZUpdateBookingPage>;

/** A booking page as its owner sees it. */
export const ZBookingPage = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  defaultMeetingDuration: z.number().int(),
  bufferTime: z.number().int(),
  minimumNoticeMinutes: z.number().int(),
  horizonDays: z.number().int(),
  timeZone: z.string(),
  isActive: z.boolean(),
  /** Reminders 24 hours and 1 hour before each booked meeting, to the visitor and the owner. */
  reminders: z.boolean(),
  /** The settings' version: an edit sends it back (optimistic locking). */
  version: z.number().int(),
  /** Deleting was started and did not finish: the owner deletes it again to finish. */
  deleting: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  createdAt: z.string(),
  availability: z.array(ZAvailabilitySlot),
  /** How many external or local calendars are connected (the Calendars card). */
  connectionCount: z.number().int(),
  /** The location the owner set for its meetings; null: visitors choose a platform. */
  location: ZStoredMeetingLocation.nullable(),
  /**
   * The video platforms whose join link one of the page's connected calendars makes: what its
   * visitors may choose while the page has no location.
   */
  linkPlatforms: z.array(z.enum(MEETING_PLATFORMS)),
});
export type TBookingPage = z.infer<typeof ZBookingPage>;

/** `GET /api/booking-pages?cursor&limit`: a page of the owner's booking pages, newest first. */
export const ZBookingPageList = ZPageOf('bookingPages', ZBookingPage.omit({ availability: true }));
export const ZBookingPageListQuery = ZPageQuery(PAGE_SIZES.bookingPages);
export type TBookingPageList = z.infer<typeof ZBookingPageList>;
export type TBookingPageSummary = TBookingPageList['bookingPages'][number];

export const ZBookingPageParams = z.object({ id: z.uuid(bookingPageMessages.notFound) });

/**
 * `GET /api/booking-pages/{id}/deletion-impact`: what deleting the page would do, for the
 * confirmation. Upcoming booked meetings are cancelled and their visitors mailed; past meetings,
 * manual and imported events and draft time entries go with the page; submitted or approved
 * entries (`lockedEntries`) are billed work, and while there are any the page is not deleted.
 */
export const ZDeletionImpact = z.object({
  upcomingBookings: z.number().int(),
  otherMeetings: z.number().int(),
  draftEntries: z.number().int(),
  lockedEntries: z.number().int(),
  canDelete: z.boolean(),
});
export type TDeletionImpact = z.infer<typeof ZDeletionImpact>;
