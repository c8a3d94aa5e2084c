import type { TDateOverrideList } from '@contracts/booking/date-override';
import type { Table } from '../../ports/table';
import { dateOverridesQuery, fromDateOverrideItem } from './date-override-item';
import { ownedBookingPage } from './owned-booking-page';

/** The owner's date overrides of one page, by date: one Query of the page's partition. */
export async function listDateOverrides(
  deps: { table: Pick<Table, 'get' | 'queryAll'> },
  input: { bookingPageId: string; sub: string },
): Promise<TDateOverrideList> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const items = await deps.table.queryAll({
    ...dateOverridesQuery(bookingPage.id),
    consistent: true,
  });
  return { overrides: items.flatMap((item) => fromDateOverrideItem(item) ?? []) };
}
