import type { TBookingPageList } from '@contracts/booking/booking-page';
import type { TPageQuery } from '@contracts/paging';
import { bookingPageKeys } from '../../keys/booking-page';
import type { Table, TableItem } from '../../ports/table';
import { readPage } from '../page-cursor';
import { toBookingPageSummary } from './booking-page-item';

/** A page of the caller's booking pages, newest first: one Query on GSI1. */
export async function listBookingPages(
  deps: { table: Pick<Table, 'query'> },
  input: { sub: string; page: TPageQuery },
): Promise<TBookingPageList> {
  const { items, nextCursor } = await readPage<TableItem>(
    deps.table,
    {
      index: 'GSI1',
      pk: bookingPageKeys.indexPartition('GSI1', { sub: input.sub }),
      ascending: false,
    },
    input.page,
  );
  return { bookingPages: items.map(toBookingPageSummary), nextCursor };
}
