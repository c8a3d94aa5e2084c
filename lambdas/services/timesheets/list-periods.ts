import type { TTimesheetPeriod, TTimesheetPeriodList } from '@contracts/timesheets/period-approval';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { ownedPeriod } from './owned-period';
import { fromPeriodItem, periodsQuery, type PeriodItem } from './period-item';

/** The page's periods, newest days first: a page holds one per submitted range, a few a month. */
export async function listPeriods(
  table: Pick<Table, 'get' | 'queryAll'>,
  input: { bookingPageId: string; sub: string },
): Promise<TTimesheetPeriodList> {
  const bookingPage = await ownedBookingPage(table, input.bookingPageId, input.sub);
  const items = await table.queryAll<PeriodItem>(periodsQuery(bookingPage.id));
  return { periods: items.map(fromPeriodItem).reverse() };
}

/** One period of the caller's page, with its history. */
export async function getPeriod(
  table: Pick<Table, 'get'>,
  input: { bookingPageId: string; periodId: string; sub: string },
): Promise<TTimesheetPeriod> {
  const bookingPage = await ownedBookingPage(table, input.bookingPageId, input.sub);
  return fromPeriodItem(await ownedPeriod(table, bookingPage, input.periodId));
}
