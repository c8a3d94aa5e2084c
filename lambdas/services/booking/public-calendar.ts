import { BUFFER_TIMES, MEETING_DURATIONS } from '@contracts/booking/calendar';
import { bookingMessages, type TPublicCalendar } from '@contracts/booking/public-booking';
import { availableDays, type SlotRules } from '@domain/booking/slots';
import { notFound } from '../../errors';
import { containerMemory } from '../container-memory';
import type { Table } from '../../ports/table';
import { locksAround, readOwnerSchedule, type LockRead } from '../calendars/owner-schedule';
import {
  calendarKey,
  slugClaimKey,
  type CalendarItem,
  type SlugClaimItem,
} from '../calendars/calendar-item';

/**
 * Slug → page id and owner, as this container last found them: a public link's page is then one
 * read, not two (the claim, then the page). Always checked: the page names its own slug, and a
 * slug is moved in one transaction with its claim, so a page that still names the slug is the
 * one its claim points to; anything else (a renamed, deleted or re-claimed slug) reads the claim
 * again. The owner lets free times read the owner's schedule beside the page (`knownOwner`).
 * At most 1,000 of them.
 */
const knownPages = containerMemory<{ id: string; userId: string }>(1_000);

/**
 * The owner of the page this container last found behind `slug`, if any: a guess until the page
 * is read, which the caller must check against the page it reads.
 */
export const knownOwner = (slug: string): string | undefined => knownPages.get(slug)?.userId;

/** The furthest any page's settings reach around a time: the longest meeting and buffer. */
export const WIDEST_PAD_MINUTES = Math.max(...MEETING_DURATIONS) + Math.max(...BUFFER_TIMES);

/** The period grown by `minutes` on both sides. */
export const widened = (period: { from: Date; to: Date }, minutes: number) => ({
  from: new Date(period.from.getTime() - minutes * 60_000),
  to: new Date(period.to.getTime() + minutes * 60_000),
});

/**
 * The owner's schedule (day locks and page ids) for a public page, read beside the page on a warm
 * container: it knows the page's owner, so the locks of the days the widest settings could need
 * around `period` go out with the page read, one round of reads instead of two. Call the answer
 * with the page once read, and the period its settings need (within the widest): the early read
 * is used only if the page names the owner guessed, narrowed to the days needed (a write moves,
 * and so conditions on, exactly those); otherwise it is dropped, with its failure, and the
 * schedule read now.
 */
export function scheduleBesidePage(
  table: Pick<Table, 'queryAll'>,
  slug: string,
  period: { from: Date; to: Date },
  consistent: boolean,
): (page: CalendarItem, around: { from: Date; to: Date }) => Promise<[LockRead, string[]]> {
  const guess = knownOwner(slug);
  const early =
    guess === undefined
      ? undefined
      : readOwnerSchedule(table, guess, widened(period, WIDEST_PAD_MINUTES), consistent);
  early?.catch(() => undefined);
  return async (page, around) => {
    const read = early && guess === page.userId ? await early : undefined;
    const locks = read && locksAround(read[0], around);
    return locks ? [locks, read[1]] : readOwnerSchedule(table, page.userId, around, consistent);
  };
}

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
  const known = knownPages.get(slug);
  let calendar = known === undefined ? undefined : await readPage(known.id);
  if (calendar?.slug !== slug) {
    knownPages.delete(slug);
    const claim = await table.get<SlugClaimItem>(slugClaimKey(slug), { consistent });
    calendar = claim && (await readPage(claim.calendarId));
    if (calendar?.slug === slug) {
      knownPages.set(slug, { id: calendar.id, userId: calendar.userId });
    }
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
