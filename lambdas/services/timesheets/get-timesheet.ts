import { PAGE_SIZES } from '@contracts/paging';
import type { TTimesheet } from '@contracts/timesheets/timesheet';
import type { PeriodFilter } from '@domain/timesheets/periods';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { pageCurrency } from './currency-confirmation';
import { pageEngagement } from './entry-workstream';
import { entriesPage, meetingsPage } from './period-lines';
import { periodTotals } from './period-totals';
import { rangeOf, resolvePeriod } from './resolve-period';

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
  input: { bookingPageId: string; sub: string; period: PeriodFilter },
): Promise<TTimesheet> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const period = resolvePeriod(input.period, deps.clock.now(), bookingPage.timeZone);
  const range = rangeOf(period);
  const firstPage = { limit: PAGE_SIZES.timesheetLines.size };
  const [summed, entries, meetings, currency, engagement] = await Promise.all([
    periodTotals(deps.table, bookingPage, period),
    entriesPage(deps.table, bookingPage.id, range, firstPage),
    meetingsPage(deps.table, bookingPage, range, firstPage),
    // Until it is confirmed, the currency the page's zone suggests (`currency-confirmation.ts`).
    pageCurrency(deps.table, bookingPage),
    pageEngagement(deps.table, bookingPage),
  ]);
  return {
    bookingPage: {
      id: bookingPage.id,
      name: bookingPage.name,
      timeZone: bookingPage.timeZone,
      currency: currency.currency,
      engagement,
    },
    period,
    meetings: meetings.items,
    entries: entries.items,
    ...summed,
    nextCursors: { meetings: meetings.nextCursor, entries: entries.nextCursor },
  };
}
