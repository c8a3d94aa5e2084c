import { LOCKING_STATES, periodMessages } from '@contracts/timesheets/period-approval';
import { conflict } from '../../errors';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { entryDay } from './day-sums-item';
import { periodsQuery, type PeriodItem } from './period-item';

/**
 * Refuses time on a day of a submitted or approved period (409, naming the period): what the
 * client was asked to approve, or approved, does not change under them. One short Query of the
 * page's periods, a handful a month.
 */
export async function requireOpenDays(
  table: Pick<Table, 'queryAll'>,
  bookingPage: Pick<BookingPageItem, 'id' | 'timeZone'>,
  startTimes: readonly string[],
): Promise<void> {
  const days = startTimes.map(entryDay(bookingPage.timeZone));
  const periods = await table.queryAll<PeriodItem>(periodsQuery(bookingPage.id));
  const locked = periods.find(
    (p) =>
      LOCKING_STATES.includes(p.state) &&
      days.some((day) => day >= p.startDate && day <= p.endDate),
  );
  if (locked) throw conflict(periodMessages.dayLocked(locked.startDate, locked.endDate));
}
