import type { TConnection } from '@contracts/booking/connection';
import { PROVIDER_LABELS } from '@contracts/booking/connection';
import { Badge } from '@/components/ui/badge';
import type { ListQuery } from '@/components/ui/list-body';
import { ListSection } from '@/components/ui/list-section';
import { DisconnectButton } from './disconnect-button';
import { ConnectionSyncStatus } from './sync-status';

/**
 * "Connected Calendars" (spec §2): each with its provider, Primary badge and Disconnect, and for
 * Google and Microsoft ones when they last synced.
 */
export function ConnectionList({
  bookingPageId,
  connections,
}: {
  bookingPageId: string;
  connections: ListQuery<TConnection>;
}) {
  return (
    <ListSection
      title="Connected Calendars"
      query={connections}
      texts={{
        loading: 'Loading calendars...',
        failed: 'The connected calendars could not be loaded.',
        empty:
          'No calendars connected yet. Add a local calendar or connect Google or Microsoft below.',
      }}
    >
      {(items, focusHeading) => (
        <ul className="grid gap-3" aria-label="Connected calendars">
          {items.map((connection) => (
            <li
              key={connection.id}
              className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                  {connection.providerCalendarName}
                  {connection.isPrimary && <Badge>Primary</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {PROVIDER_LABELS[connection.provider]}
                </p>
                <ConnectionSyncStatus connection={connection} />
              </div>
              <DisconnectButton
                bookingPageId={bookingPageId}
                connection={connection}
                onDisconnected={focusHeading}
              />
            </li>
          ))}
        </ul>
      )}
    </ListSection>
  );
}
