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
 * An unknown slug, a deleted page (or one being deleted) and an inactive one all answer the same
 * 404 (spec §2 "Calendar Not Found"). The page names its current slug; a claim of another slug
 * leads to it only while it is a moved slug's claim within its time (`movedUntil`): links shared
 * before a slug change keep working for a while. Slug and claims change in one transaction.
 */
export async function findPublicCalendar(
  table: Pick<Table, 'get'>,
  slug: string,
  consistent = false,
  now = new Date(),
): Promise<CalendarItem> {
  const claim = await table.get<SlugClaimItem>(slugClaimKey(slug), { consistent });
  const calendar =
    claim && (await table.get<CalendarItem>(calendarKey(claim.calendarId), { consistent }));
  const reachable =
    !!calendar &&
    (calendar.slug === slug ||
      (typeof claim.movedUntil === 'string' && claim.movedUntil > now.toISOString()));
  if (!reachable || calendar.isActive === false || calendar.deletingAt || calendar.deletedAt)
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
  hostName: typeof calendar.hostName === 'string' && calendar.hostName ? calendar.hostName : null,
