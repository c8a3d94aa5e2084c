import {
  byConnectionAge,
  type TConnection,
  type TConnectionList,
} from '@contracts/booking/connection';
import type { TPageQuery } from '@contracts/paging';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import type { Table, TableItem } from '../../ports/table';
import { readPage } from '../page-cursor';
import { fromConnectionItem } from './connection-item';
import { ownedBookingPage } from './owned-booking-page';

/** The connections of one booking page, oldest first (so the primary one leads). */
export async function connectionsOf(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
  primaryId: string | undefined,
): Promise<TConnection[]> {
  const { pk, sk } = calendarConnectionKeys.inPartition({ bookingPageId });
  const items = await table.queryAll({ pk, sk, consistent: true });
  return items.map((item) => fromConnectionItem(item, primaryId)).sort(byConnectionAge);
}

/** A page of one booking page's connections, oldest first within the page. */
export async function listConnections(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { bookingPageId: string; sub: string; page: TPageQuery },
): Promise<TConnectionList> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const { items, nextCursor } = await readPage<TableItem>(
    deps.table,
    { ...calendarConnectionKeys.inPartition({ bookingPageId: bookingPage.id }), consistent: true },
    input.page,
  );
  return {
    connections: items
      .map((item) => fromConnectionItem(item, bookingPage.primaryConnectionId))
      .sort(byConnectionAge),
    nextCursor,
  };
}
