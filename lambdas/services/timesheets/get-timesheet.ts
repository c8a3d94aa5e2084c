import { PAGE_SIZES } from '@contracts/paging';
import type { TTimesheet } from '@contracts/timesheets/timesheet';
import type { PeriodFilter } from '@domain/timesheets/periods';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { CalendarItem } from '../calendars/calendar-item';
import { ownedCalendar } from '../calendars/owned-calendar';
import { containerMemory } from '../container-memory';
import { entriesPage, meetingsPage } from './period-lines';
import { periodTotals } from './period-totals';
import { rangeOf, resolvePeriod } from './resolve-period';

/** What a timesheet's reads take from its page. */
type PageFacts = Pick<CalendarItem, 'id' | 'userId' | 'timeZone' | 'entrySums'>;

const factsOf = (calendar: CalendarItem): PageFacts => ({
  id: calendar.id,
  userId: calendar.userId,
  timeZone: calendar.timeZone,
  entrySums: calendar.entrySums,
});

/**
 * Whether the early read still holds: the guess is the same page's (remembered by id) and was
 * used only for its owner, who the page read has just confirmed, so the zone and the sums flag
 * are what can have changed.
 */
const sameFacts = (a: PageFacts, b: PageFacts) =>
  a.timeZone === b.timeZone && a.entrySums === b.entrySums;

/**
 * Page id → the facts its timesheet was last read with, in this container: a guess, always
 * checked against the page read beside it. At most 1,000.
 */
const knownPages = containerMemory<PageFacts>(1_000);

/**
 * The timesheet overview (spec §2): a period of one of the caller's booking pages, read in the
 * page's zone, with its totals and status counts over the whole period and the first page of its
 * meetings and of its entries, newest first. Nothing here reads every line: the totals come from
 * day sums and day locks, the lines a page at a time, so the answer takes as long for a period
 * of thousands as for a period of ten. The totals are `domain/`'s, so they are the amounts the
 * exports print.
 */
export async function getTimesheet(
  deps: { table: Pick<Table, 'get' | 'query' | 'queryAll'>; clock: Clock },
  input: { calendarId: string; sub: string; period: PeriodFilter },
): Promise<TTimesheet> {
  const now = deps.clock.now();
  const readPeriod = async (page: PageFacts) => {
    const period = resolvePeriod(input.period, now, page.timeZone);
    const range = rangeOf(period);
    const firstPage = { limit: PAGE_SIZES.timesheetLines.size };
    const [summed, entries, meetings] = await Promise.all([
      periodTotals(deps.table, page, period),
      entriesPage(deps.table, page.id, range, firstPage),
      meetingsPage(deps.table, page.id, range, firstPage),
    ]);
    return { period, summed, entries, meetings };
  };
  // A warm container that has shown this page knows its zone, so the period is read beside the
  // page itself: one round of reads instead of two. Used only if the page, once read, is the
  // caller's and still has that zone; otherwise dropped (and its failure with it).
  const guess = knownPages.get(input.calendarId);
  const early = guess && guess.userId === input.sub ? readPeriod(guess) : undefined;
  early?.catch(() => undefined);

  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const facts = factsOf(calendar);
  knownPages.set(calendar.id, facts);
  const { period, summed, entries, meetings } =
    early && guess && sameFacts(guess, facts) ? await early : await readPeriod(facts);
  return {
    calendar: { id: calendar.id, name: calendar.name, timeZone: calendar.timeZone },
    period,
    meetings: meetings.items,
    entries: entries.items,
    ...summed,
    nextCursors: { meetings: meetings.nextCursor, entries: entries.nextCursor },
  };
}
