import {
  DEFAULT_AVAILABILITY,
  DEFAULT_BUFFER_TIME,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MEETING_DURATION,
  DEFAULT_MINIMUM_NOTICE_MINUTES,
  toSlug,
  type TBookingPage,
} from '@contracts/booking/booking-page';
import type { MeetingLocation } from '@domain/booking/meeting-location';

/** An availability row as the form holds it: selects and time inputs give text. */
export interface AvailabilityRow {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
}

/** What the create form holds before the contract parses it. */
export interface BookingPageFormValues {
  name: string;
  slug: string;
  description: string;
  defaultMeetingDuration: string;
  bufferTime: string;
  minimumNoticeMinutes: string;
  horizonDays: string;
  timeZone: string;
  availability: AvailabilityRow[];
  reminders: boolean;
  /** Where meetings take place as the owner sets it; null: visitors choose a platform. */
  location: MeetingLocation | null;
}

/** A new row: the day after the last row's (Monday for the first), with its hours. */
export function nextAvailabilityRow(rows: readonly AvailabilityRow[]): AvailabilityRow {
  const last = rows.at(-1);
  if (!last) return { dayOfWeek: '1', startTime: '09:00', endTime: '17:00' };
  return { ...last, dayOfWeek: String((Number(last.dayOfWeek) + 1) % 7) };
}

/**
 * The form's start (spec §9): 30 minutes, no buffer, Monday–Friday 09:00–17:00; bookings from
 * two hours to sixty days ahead.
 */
export function emptyBookingPageForm(timeZone: string): BookingPageFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    defaultMeetingDuration: String(DEFAULT_MEETING_DURATION),
    bufferTime: String(DEFAULT_BUFFER_TIME),
    minimumNoticeMinutes: String(DEFAULT_MINIMUM_NOTICE_MINUTES),
    horizonDays: String(DEFAULT_HORIZON_DAYS),
    timeZone,
    reminders: true,
    location: null,
    availability: DEFAULT_AVAILABILITY.map((slot) => ({
      dayOfWeek: String(slot.dayOfWeek),
      startTime: slot.startTime,
      endTime: slot.endTime,
    })),
  };
}

/**
 * The slug the form proposes for a name until the user edits the slug: words joined by hyphens,
 * then the contract's own cleaning (lowercase, a-z 0-9 and hyphens), with no doubled or edge
 * hyphens. "Intro Call — 30'" gives "intro-call-30".
 */
export function suggestSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return toSlug(words.join('-')).replace(/-+$/, '');
}

/** A zone as the owner reads it: "America/New_York" is "America/New York". */
export const zoneName = (zone: string) => zone.replaceAll('_', ' ');

/** The zones the time zone select offers: the runtime's list, with the default always in it. */
export function timeZoneOptions(defaultZone: string): string[] {
  const all = new Set([...supportedZones(), 'UTC', defaultZone]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    // An older runtime without the list still offers UTC and the browser's zone.
    return [];
  }
}

/** The edit form's start: the page's stored settings, as the form holds them. */
export function bookingPageFormValuesOf(page: TBookingPage): BookingPageFormValues {
  return {
    name: page.name,
    slug: page.slug,
    description: page.description,
    defaultMeetingDuration: String(page.defaultMeetingDuration),
    bufferTime: String(page.bufferTime),
    minimumNoticeMinutes: String(page.minimumNoticeMinutes),
    horizonDays: String(page.horizonDays),
    timeZone: page.timeZone,
    reminders: page.reminders,
    location: page.location,
    availability: page.availability.map((slot) => ({
      dayOfWeek: String(slot.dayOfWeek),
      startTime: slot.startTime,
      endTime: slot.endTime,
    })),
  };
}
