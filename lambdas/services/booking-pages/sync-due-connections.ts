import { connectionMessages } from '@contracts/booking/connection';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import { isAppError } from '../../errors';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Table, TableItem } from '../../ports/table';
import { bookingPageKey, type BookingPageItem } from './booking-page-item';
import { connectionKey, type ConnectionItem } from './connection-item';
import { syncConnection, type SyncDeps } from './sync-connection';

/** How long a claimed sync keeps others off the connection: longer than any sync takes. */
export const SYNC_LEASE_MS = 5 * 60_000;
/** Connections one sweep syncs at most; the rest are still due for the next run. */
export const SWEEP_BATCH = 50;

export type SweepDeps = SyncDeps & {
  table: Pick<Table, 'get' | 'query' | 'queryAll' | 'transaction' | 'updateExisting'>;
  clock: Clock;
};

export interface CalendarSyncResult {
  /** Connections found due on the index. */
  due: number;
  synced: number;
  failed: number;
  /** Claimed by another run meanwhile, or gone. */
  skipped: number;
}

/**
 * Takes the connection's sync for a while, unless another sweep or a page's refresh has it:
 * on condition that its lease is still what was read, so of two at once only one goes ahead.
 */
export async function claimSync(
  table: Pick<Table, 'updateExisting'>,
  connection: ConnectionItem,
  now: Date,
): Promise<boolean> {
  if (connection.syncLeaseUntil && connection.syncLeaseUntil > now.toISOString()) return false;
  try {
    await table.updateExisting(
      connectionKey(connection.bookingPageId, connection.id),
      { set: { syncLeaseUntil: new Date(now.getTime() + SYNC_LEASE_MS).toISOString() } },
      { notFound: connectionMessages.notFound, conflict: connectionMessages.notFound },
      { syncLeaseUntil: connection.syncLeaseUntil },
    );
    return true;
  } catch (error) {
    if (isAppError(error)) return false;
    throw error;
  }
}

/**
 * The scheduled sync (`schedules.ts`): every Google and Microsoft connection whose turn has come
 * (GSI1 `CALSYNC`, by when it is due) is synced over its page's whole horizon. Each is re-read
 * strongly consistently (the index lags) and claimed first; one that fails keeps its error for
 * the connect page and takes its next turn like the others, so a revoked grant is not retried
 * every run.
 */
export async function syncDueConnections(
  deps: SweepDeps,
  input: { log?: Logger },
): Promise<CalendarSyncResult> {
  const now = deps.clock.now();
  const result: CalendarSyncResult = { due: 0, synced: 0, failed: 0, skipped: 0 };
  const { items } = await deps.table.query<TableItem>({
    index: 'GSI1',
    pk: calendarConnectionKeys.indexPartition('GSI1', {}),
    sk: { lt: now.toISOString() },
    limit: SWEEP_BATCH,
    projection: ['PK', 'SK'],
  });
  for (const listed of items) {
    result.due += 1;
    const connection = await deps.table.get<ConnectionItem>(
      { PK: listed.PK, SK: listed.SK },
      { consistent: true },
    );
    const page = connection
      ? await deps.table.get<BookingPageItem>(bookingPageKey(connection.bookingPageId), {
          consistent: true,
        })
      : undefined;
    if (!connection || !page || !(await claimSync(deps.table, connection, now))) {
      result.skipped += 1;
      continue;
    }
    try {
      await syncConnection(deps, { connection, page, now });
      result.synced += 1;
    } catch (error) {
      result.failed += 1;
      input.log?.warn('A connected calendar failed to sync', {
        bookingPageId: connection.bookingPageId,
        connectionId: connection.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}
