import type { ConnectionStore, LiveConnection } from '../../ports/connections';
import type { Table } from '../../ports/table';

/** All connections share one partition, so a push lists them with a Query (never a Scan). */
export const CONNECTIONS_PK = 'WSCONN';
const skPrefix = 'CONN#';

export const connectionKey = (connectionId: string) => ({
  PK: CONNECTIONS_PK,
  SK: `${skPrefix}${connectionId}`,
});

interface ConnectionItem {
  connectionId: string;
  connectedAt: string;
  /** Epoch seconds: DynamoDB's TTL removes the item some time after it. */
  ttl: number;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Connection items `WSCONN` / `CONN#<connectionId>` in the single table. TTL deletion can lag by
 * days (and DynamoDB Local never does it), so `list` skips expired items itself.
 */
export function createConnectionStore(
  table: Pick<Table, 'put' | 'delete' | 'query'>,
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
      let cursor: Record<string, unknown> | undefined;
      do {
        const page = await table.query<Partial<ConnectionItem>>({
          pk: CONNECTIONS_PK,
          sk: { beginsWith: skPrefix },
          projection: ['connectionId', 'connectedAt', 'ttl'],
          cursor,
        });
        const live: LiveConnection[] = [];
        for (const item of page.items) {
          if (!item.connectionId || (item.ttl !== undefined && item.ttl <= nowSeconds)) continue;
          live.push({ connectionId: item.connectionId, connectedAt: item.connectedAt ?? '' });
        }
        if (live.length) yield live;
        cursor = page.cursor;
      } while (cursor);
    },
  };
}
