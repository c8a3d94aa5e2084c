import { liveConnectionKeys } from '../../keys/live-connection';
import type { ConnectionStore, LiveConnection } from '../../ports/connections';
import type { Table } from '../../ports/table';

interface ConnectionItem {
  connectionId: string;
  connectedAt: string;
  /** Epoch seconds: DynamoDB's TTL removes the item some time after it. */
  ttl: number;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const connectionKey = (connectionId: string) => liveConnectionKeys.key({ connectionId });

/**
 * Connection items (`lambdas/keys/live-connection.ts`) in the single table. TTL deletion can lag
 * by days (and DynamoDB Local never does it), so `list` skips expired items itself.
 */
export function createConnectionStore(
  table: Pick<Table, 'put' | 'delete' | 'queryPages'>,
): ConnectionStore {
  return {
    async save({ connectionId, connectedAt, expiresAt }) {
      const item: ConnectionItem = { connectionId, connectedAt, ttl: epochSeconds(expiresAt) };
      await table.put({ ...connectionKey(connectionId), ...item });
    },

    async remove(connectionId) {
      await table.delete(connectionKey(connectionId));
    },

    async *list(now) {
      const nowSeconds = epochSeconds(now);
      const pages = table.queryPages<Partial<ConnectionItem>>({
        ...liveConnectionKeys.inPartition({}),
        projection: ['connectionId', 'connectedAt', 'ttl'],
      });
      for await (const page of pages) {
        const live: LiveConnection[] = [];
        for (const item of page) {
          if (!item.connectionId || (item.ttl !== undefined && item.ttl <= nowSeconds)) continue;
          live.push({ connectionId: item.connectionId, connectedAt: item.connectedAt ?? '' });
        }
        if (live.length) yield live;
      }
    },
  };
}
