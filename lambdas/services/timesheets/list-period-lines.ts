import type {
  TTimesheetEntriesPage,
  TTimesheetLinesQuery,
  TTimesheetMeetingsPage,
} from '@contracts/timesheets/timesheet';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { entriesPage, meetingsPage, type Range } from './period-lines';
import { rangeOf, resolvePeriod } from './resolve-period';

type Deps = { table: Pick<Table, 'get' | 'query'>; clock: Clock };
type Input = { bookingPageId: string; sub: string; query: TTimesheetLinesQuery };

/** The caller's page and the period, read in the page's zone. */
async function ownedRange(
  deps: Deps,
  input: Input,
): Promise<{ id: string; bookingPage: BookingPageItem; range: Range }> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const period = resolvePeriod(input.query.period, deps.clock.now(), bookingPage.timeZone);
  return { id: bookingPage.id, bookingPage, range: rangeOf(period) };
}

/** A page of a period's entries after the overview's first (spec §2 Timesheets). */
export async function listPeriodEntries(deps: Deps, input: Input): Promise<TTimesheetEntriesPage> {
  const { id, range } = await ownedRange(deps, input);
  const { items, nextCursor } = await entriesPage(deps.table, id, range, input.query.page);
  return { entries: items, nextCursor };
}

/** A page of a period's scheduled meetings after the overview's first. */
export async function listPeriodMeetings(
  deps: Deps,
  input: Input,
): Promise<TTimesheetMeetingsPage> {
  const { bookingPage, range } = await ownedRange(deps, input);
  const { items, nextCursor } = await meetingsPage(
    deps.table,
    bookingPage,
    range,
    input.query.page,
  );
  return { meetings: items, nextCursor };
}
