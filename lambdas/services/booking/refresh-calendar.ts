import type { TCalendarRefresh } from '@contracts/booking/public-booking';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { ConnectionItem } from '../booking-pages/connection-item';
import { syncedConnectionsOf } from '../booking-pages/synced-connections';
import { syncConnection, type SyncDeps } from '../booking-pages/sync-connection';
import { claimSync } from '../booking-pages/sync-due-connections';
import { findPublicBookingPage } from './public-booking-page';

/** A connection synced within this is fresh enough for free times. */
export const FRESH_FOR_MS = 5 * 60_000;
/** How long a visitor's page waits for the providers at most; the sync carries on behind it. */
export const REFRESH_WAIT_MS = 4_000;

export type RefreshDeps = SyncDeps & {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction' | 'updateExisting'>;
  clock: Clock;
  /** The wait, given by tests. */
  wait?: (ms: number) => Promise<void>;
};

const isFresh = (c: ConnectionItem, now: Date) =>
  typeof c.lastSyncedAt === 'string' && Date.parse(c.lastSyncedAt) > now.getTime() - FRESH_FOR_MS;

/**
 * Before the public page lists free times: each of the page's Google and Microsoft connections
 * whose last sync is older than `FRESH_FOR_MS` is synced now, unless another request or the sweep
 * has it (its lease), all at once and for `REFRESH_WAIT_MS` at most, so a slow provider delays a
 * visitor by seconds at worst. A failure is recorded on the connection for its owner and the
 * free times are read from what was synced before. However many visitors open the page, each
 * connection is synced at most once per `FRESH_FOR_MS`.
 */
export async function refreshCalendar(
  deps: RefreshDeps,
  input: { slug: string },
): Promise<TCalendarRefresh> {
  const page = await findPublicBookingPage(deps.table, input.slug);
  const now = deps.clock.now();
  const stale = (await syncedConnectionsOf(deps.table, page.id)).filter((c) => !isFresh(c, now));
  if (stale.length === 0) return { synced: 0, fresh: true };

  const runs = stale.map(async (connection) => {
    if (!(await claimSync(deps.table, connection, now))) return false;
    await syncConnection(deps, { connection, page, now });
    return true;
  });
  const settled = Promise.allSettled(runs);
  const wait = deps.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const outcome = await Promise.race([settled, wait(REFRESH_WAIT_MS).then(() => undefined)]);
  if (!outcome) return { synced: 0, fresh: false };
  const synced = outcome.filter((r) => r.status === 'fulfilled' && r.value).length;
  return { synced, fresh: synced === stale.length };
}
