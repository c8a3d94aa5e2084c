import type { TConnection } from '@contracts/booking/connection';
import { syncStatus, type SyncStatus } from '../lib/sync-status';

/**
 * A Google or Microsoft connection's sync state under its name: when it last synced (in the
 * viewer's locale and zone) and, when the last sync failed, why. Local calendars show nothing.
 */
export function ConnectionSyncStatus({ connection }: { connection: TConnection }) {
  const status = syncStatus(connection);
  if (!status) return null;
  return (
    <>
      <LastSynced lastSynced={status.lastSynced} />
      {/* Worded as a failure too, so the message does not rest on its colour alone. */}
      {status.error && (
        <p className="mt-1 text-sm break-words text-destructive">
          Last sync failed: {status.error}
        </p>
      )}
    </>
  );
}

function LastSynced({ lastSynced }: Pick<SyncStatus, 'lastSynced'>) {
  if (lastSynced === 'never')
    return <p className="text-sm text-muted-foreground">Not synced yet</p>;
  if (!lastSynced) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Last synced <time dateTime={lastSynced.dateTime}>{lastSynced.text}</time>
    </p>
  );
}
