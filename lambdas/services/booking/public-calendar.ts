import { bookingMessages, type TPublicCalendar } from '@contracts/booking/public-booking';
import { availableDays, type SlotRules } from '@domain/booking/slots';
import { notFound } from '../../errors';
import { containerMemory } from '../container-memory';
import type { Table } from '../../ports/table';
import {
  calendarKey,
  slugClaimKey,
  type CalendarItem,
  type SlugClaimItem,
} from '../calendars/calendar-item';

/**
 * Slug → page id, as this container last found them: a public link's page is then one read, not
 * two (the claim, then the page). Always checked: the page names its own slug, and a slug is
 * moved in one transaction with its claim, so a page that still names the slug is the one its
 * claim points to; anything else (a renamed, deleted or re-claimed slug) reads the claim again.
 * At most 1,000 of them.
 */
const knownPages = containerMemory<string>(1_000);

/**
 * The booking page behind a public link: the slug's claim names the page. An unknown slug, a
 * deleted page and an inactive one all answer the same 404 (spec §2 "Calendar Not Found").
 */
export async function findPublicCalendar(
  table: Pick<Table, 'get'>,
  slug: string,
  consistent = false,
): Promise<CalendarItem> {
  const readPage = (id: string) => table.get<CalendarItem>(calendarKey(id), { consistent });
  const knownId = knownPages.get(slug);
  let calendar = knownId === undefined ? undefined : await readPage(knownId);
  if (calendar?.slug !== slug) {
    knownPages.delete(slug);
    const claim = await table.get<SlugClaimItem>(slugClaimKey(slug), { consistent });
    calendar = claim && (await readPage(claim.calendarId));
    if (calendar?.slug === slug) knownPages.set(slug, calendar.id);
  }
  if (!calendar || calendar.isActive === false || calendar.slug !== slug)
    throw notFound(bookingMessages.notFound);
  return calendar;
}

export const slotRulesOf = (calendar: CalendarItem): SlotRules => ({
  availability: calendar.availability,
  timeZone: calendar.timeZone,
  durationMinutes: calendar.defaultMeetingDuration,
  bufferMinutes: calendar.bufferTime,
});

/** What an anonymous visitor may see; the owner and settings beyond these stay behind. */
export const toPublicCalendar = (calendar: CalendarItem): TPublicCalendar => ({
  name: calendar.name,
  description: calendar.description,
  slug: calendar.slug,
  defaultMeetingDuration: calendar.defaultMeetingDuration,
  timeZone: calendar.timeZone,
  availableDays: availableDays(calendar.availability),
});
