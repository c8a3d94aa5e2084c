import type { Table } from '../../ports/table';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { isSynced, type ConnectionItem } from './connection-item';

/** The page's Google and Microsoft connections that hold a refresh token, oldest first. */
export async function syncedConnectionsOf(
  table: Pick<Table, 'queryAll'>,
  bookingPageId: string,
): Promise<ConnectionItem[]> {
  const { pk, sk } = calendarConnectionKeys.inPartition({ bookingPageId });
  const all = await table.queryAll<ConnectionItem>({ pk, sk, consistent: true });
  return all
    .filter((c) => isSynced(c) && typeof c.refreshTokenCiphertext === 'string')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
