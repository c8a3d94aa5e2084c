import { bookingPageMessages } from '@contracts/booking/booking-page';
import type { TSyncResult } from '@contracts/booking/connection';
import type { Clock } from '../../ports/clock';
import { bookingPageKey } from './booking-page-item';
import { syncedConnectionsOf } from './synced-connections';
import { ownedBookingPage } from './owned-booking-page';
import { syncConnection, type SyncCounts, type SyncDeps } from './sync-connection';

/**
 * Sync Now: every Google and Microsoft connection of the page imports its provider's changes at
 * once (`sync-connection.ts`), whatever the sweep's schedule; the first failure answers the owner
 * (and stays on its connection for the connect page). Local calendars have nothing to import.
 * The page and each connection keep `lastSyncedAt`.
 */
export async function syncCalendar(
  deps: SyncDeps & { clock: Clock },
  input: { bookingPageId: string; sub: string },
): Promise<TSyncResult> {
  const page = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const connections = await syncedConnectionsOf(deps.table, page.id);
  const now = deps.clock.now();
  const counts: SyncCounts = { created: 0, updated: 0, removed: 0 };
  for (const connection of connections) {
    const done = await syncConnection(deps, { connection, page, now });
    counts.created += done.created;
    counts.updated += done.updated;
    counts.removed += done.removed;
  }

  const lastSyncedAt = deps.clock.now().toISOString();
  await deps.table.updateExisting(
    bookingPageKey(page.id),
    { set: { lastSyncedAt } },
    { notFound: bookingPageMessages.notFound },
  );
  return { lastSyncedAt, ...counts };
}
