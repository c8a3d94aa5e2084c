import type { ZTickerChanged } from '@contracts/ticker/ticker-message';
import type * as z from 'zod';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { ConnectionPush, ConnectionStore, LiveConnection } from '../../ports/connections';

export const tickerChanged: z.infer<typeof ZTickerChanged> = { type: 'ticker.changed' };

/**
 * Posts in flight at once, across all pages: the push adapter keeps 50 sockets, and at AWS's
 * 20-30 ms per post that is some 2,000 posts a second, 50,000 pages in under half a minute.
 */
export const PUSH_CONCURRENCY = 50;
/**
 * A connection this young may still be in its `$connect` (the item is written before the
 * handshake ends), when a post can fail although the page is about to be open: keep its item.
 */
export const CONNECT_GRACE_MS = 10_000;
/** Individual failures logged per push; the rest are only counted. */
const LOGGED_FAILURES = 5;

export interface PushSummary {
  connections: number;
  sent: number;
  /** Answered 410: closed without `$disconnect` reaching us; their items were removed. */
  gone: number;
  failed: number;
}

/**
 * Tells every open landing page that the ticker changed (they refetch `GET /api/ticker`): one
 * post per connection. The shards are read in parallel page by page while the posts of earlier
 * pages are under way, at most `concurrency` of them at once. A connection that fails never stops
 * the others and never fails the call; only failing to list the connections does (the stream
 * batch is retried).
 */
export async function notifyTickerChanged(
  deps: {
    connections: Pick<ConnectionStore, 'list' | 'remove'>;
    push: ConnectionPush;
    clock: Clock;
    log: Pick<Logger, 'warn'>;
  },
  options: { concurrency?: number; version?: string } = {},
): Promise<PushSummary> {
  const data = JSON.stringify(
    options.version ? { ...tickerChanged, version: options.version } : tickerChanged,
  );
  const now = deps.clock.now();
  const summary: PushSummary = { connections: 0, sent: 0, gone: 0, failed: 0 };

  const failed = (connectionId: string, what: string, error: unknown) => {
    if (summary.failed++ < LOGGED_FAILURES) {
      deps.log.warn(`Ticker push: ${what} failed`, { connectionId, error: error as Error });
    }
  };

  const pushOne = async ({ connectionId, connectedAt, sourceIp }: LiveConnection) => {
    let outcome: 'sent' | 'gone';
    try {
      outcome = await deps.push.send(connectionId, data);
    } catch (error) {
      return failed(connectionId, 'post', error);
    }
    if (outcome === 'sent') {
      summary.sent += 1;
      return;
    }
    summary.gone += 1;
    const connectedMs = Date.parse(connectedAt);
    if (Number.isFinite(connectedMs) && now.getTime() - connectedMs < CONNECT_GRACE_MS) return;
    try {
      await deps.connections.remove({ connectionId, sourceIp });
    } catch (error) {
      failed(connectionId, 'removing a gone connection', error);
    }
  };

  const limit = Math.max(1, options.concurrency ?? PUSH_CONCURRENCY);
  const inFlight = new Set<Promise<void>>();
  for await (const page of deps.connections.list(now)) {
    summary.connections += page.length;
    for (const connection of page) {
      while (inFlight.size >= limit) await Promise.race(inFlight);
      // `pushOne` never throws, so nothing here can reject.
      const post: Promise<void> = pushOne(connection).finally(() => inFlight.delete(post));
      inFlight.add(post);
    }
  }
  await Promise.all(inFlight);
  return summary;
}

/**
 * The newest change's place in the table stream (its sequence number, a decimal that grows with
 * every change), or undefined when the records carry none.
 */
export function streamVersion(
  sequenceNumbers: readonly (string | undefined)[],
): string | undefined {
  let newest: bigint | undefined;
  for (const value of sequenceNumbers) {
    if (!value || !/^\d{1,64}$/.test(value)) continue;
    const n = BigInt(value);
    if (newest === undefined || n > newest) newest = n;
  }
  return newest === undefined ? undefined : newest.toString();
}
