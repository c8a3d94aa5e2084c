import { bookingMessages, type TPublicCalendar } from '@contracts/booking/public-booking';
import { availableDays, type SlotRules } from '@domain/booking/slots';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import {
  bookingWindowOf,
  calendarKey,
  slugClaimKey,
  type CalendarItem,
  type SlugClaimItem,
} from '../calendars/calendar-item';

/** The period grown by `minutes` on both sides. */
export const widened = (period: { from: Date; to: Date }, minutes: number) => ({
  from: new Date(period.from.getTime() - minutes * 60_000),
  to: new Date(period.to.getTime() + minutes * 60_000),
});

/**
 * The booking page behind a public link: the slug's claim names the page, then the page is read.
 * An unknown slug, a deleted page and an inactive one all answer the same 404 (spec §2 "Calendar
 * Not Found"). The page must still name the slug: a slug is moved in one transaction with its
 * claim, so a page that names another slug was renamed between the two reads.
 */
export async function findPublicCalendar(
  table: Pick<Table, 'get'>,
  slug: string,
  consistent = false,
): Promise<CalendarItem> {
  const claim = await table.get<SlugClaimItem>(slugClaimKey(slug), { consistent });
  const calendar =
    claim && (await table.get<CalendarItem>(calendarKey(claim.calendarId), { consistent }));
  if (!calendar || calendar.isActive === false || calendar.slug !== slug)
    throw notFound(bookingMessages.notFound);
  return calendar;
}

export const slotRulesOf = (calendar: CalendarItem): SlotRules => ({
  availability: calendar.availability,
  timeZone: calendar.timeZone,
  durationMinutes: calendar.defaultMeetingDuration,
  bufferMinutes: calendar.bufferTime,
  ...bookingWindowOf(calendar),
});

/** What an anonymous visitor may see; the owner and settings beyond these stay behind. */
export const toPublicCalendar = (calendar: CalendarItem): TPublicCalendar => ({
  name: calendar.name,
  description: calendar.description,
  slug: calendar.slug,
  defaultMeetingDuration: calendar.defaultMeetingDuration,
  ...bookingWindowOf(calendar),
  timeZone: calendar.timeZone,
  availableDays: availableDays(calendar.availability),
});
