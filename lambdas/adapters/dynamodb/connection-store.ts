import {
  connectionOfAddressKeys,
  connectionShard,
  connectionShards,
  liveConnectionKeys,
} from '../../keys/live-connection';
import type { ConnectionStore, LiveConnection } from '../../ports/connections';
import type { Table } from '../../ports/table';

interface ConnectionItem {
  connectionId: string;
  connectedAt: string;
  sourceIp: string;
  /** Epoch seconds: DynamoDB's TTL removes the item some time after it. */
  ttl: number;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const connectionKey = (connectionId: string) =>
  liveConnectionKeys.key({ shard: connectionShard(connectionId), connectionId });
const addressKey = (sourceIp: string, connectionId: string) =>
  connectionOfAddressKeys.key({ sourceIp, connectionId });

/**
 * Connection items (`lambdas/keys/live-connection.ts`) in the single table: one in the
 * connection's shard, which the push lists, and one under its address, which `$connect` counts.
 * TTL deletion can lag by days (and DynamoDB Local never does it), so reads skip expired items
 * themselves.
 */
export function createConnectionStore(
  table: Pick<Table, 'put' | 'delete' | 'queryPages'>,
): ConnectionStore {
  return {
    async save({ connectionId, connectedAt, sourceIp, expiresAt }) {
      const item: ConnectionItem = {
        connectionId,
        connectedAt,
        sourceIp,
        ttl: epochSeconds(expiresAt),
      };
      await Promise.all([
        table.put({ ...connectionKey(connectionId), ...item }),
        sourceIp ? table.put({ ...addressKey(sourceIp, connectionId), ...item }) : undefined,
      ]);
    },

    async remove({ connectionId, sourceIp }) {
      await Promise.all([
        table.delete(connectionKey(connectionId)),
        sourceIp ? table.delete(addressKey(sourceIp, connectionId)) : undefined,
      ]);
    },

    async countFromAddress(sourceIp, now, atMost) {
      const nowSeconds = epochSeconds(now);
      let live = 0;
      const pages = table.queryPages<Partial<ConnectionItem>>({
        ...connectionOfAddressKeys.inPartition({ sourceIp }),
        projection: ['ttl'],
        consistent: true,
      });
      for await (const page of pages) {
        live += page.filter((item) => item.ttl === undefined || item.ttl > nowSeconds).length;
        if (live >= atMost) return atMost;
      }
      return live;
    },

    list(now) {
      const nowSeconds = epochSeconds(now);
      const shards = connectionShards().map((shard) =>
        table.queryPages<Partial<ConnectionItem>>({
          ...liveConnectionKeys.inPartition({ shard }),
          projection: ['connectionId', 'connectedAt', 'sourceIp', 'ttl'],
        }),
      );
      return livePages(mergePages(shards), nowSeconds);
    },
  };
}

async function* livePages(
  pages: AsyncIterable<Partial<ConnectionItem>[]>,
  nowSeconds: number,
): AsyncGenerator<LiveConnection[]> {
  for await (const page of pages) {
    const live: LiveConnection[] = [];
    for (const item of page) {
      if (!item.connectionId || (item.ttl !== undefined && item.ttl <= nowSeconds)) continue;
      live.push({
        connectionId: item.connectionId,
        connectedAt: item.connectedAt ?? '',
        sourceIp: item.sourceIp ?? '',
      });
    }
    if (live.length) yield live;
  }
}

/**
 * The pages of every source as each arrives. Each source has one page in flight at a time (the
 * next is asked for as soon as one is handed on), so all shards are read in parallel with at most
 * one unread page each.
 */
async function* mergePages<T>(sources: readonly AsyncIterable<T>[]): AsyncGenerator<T> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  type Next = { index: number; result: IteratorResult<T> };
  const pending = new Map<number, Promise<Next>>();
  const pull = (index: number) => {
    const next = iterators[index]!.next().then((result) => ({ index, result }));
    // Observed by the race below; this only keeps a failure after an earlier one from going
    // unhandled.
    next.catch(() => undefined);
    pending.set(index, next);
  };
  iterators.forEach((_, index) => pull(index));
  while (pending.size) {
    const { index, result } = await Promise.race(pending.values());
    if (result.done) {
      pending.delete(index);
      continue;
    }
    pull(index);
    yield result.value;
  }
}
