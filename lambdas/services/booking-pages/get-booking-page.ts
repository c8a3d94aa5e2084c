import type { TBookingPage } from '@contracts/booking/booking-page';
import type { Table } from '../../ports/table';
import { fromBookingPageItem } from './booking-page-item';
import { ownedBookingPage } from './owned-booking-page';

/**
 * One of the caller's booking pages with its availability; a page whose deletion stopped midway
 * too (`deleting`), so its owner can finish it.
 */
export async function getBookingPage(
  deps: { table: Pick<Table, 'get'> },
  input: { id: string; sub: string },
): Promise<TBookingPage> {
  return fromBookingPageItem(
    await ownedBookingPage(deps.table, input.id, input.sub, { deleting: true }),
  );
}
