import { periodMessages } from '@contracts/timesheets/period-approval';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { daysOfPeriodId, periodKey, type PeriodItem } from './period-item';

/** A period of the caller's page, read strongly consistently; 404 when there is none. */
export async function ownedPeriod(
  table: Pick<Table, 'get'>,
  bookingPage: Pick<BookingPageItem, 'id'>,
  periodId: string,
): Promise<PeriodItem> {
  const days = daysOfPeriodId(periodId);
  const item = days
    ? await table.get<PeriodItem>(periodKey(bookingPage.id, days), { consistent: true })
    : undefined;
  if (!item) throw notFound(periodMessages.notFound);
  return item;
}
