import type { TConnection, TProvider } from '@contracts/booking/connection';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import type { TableItem, TableKey } from '../../ports/table';

/** How a connected calendar is stored, in its booking page's partition. */
export const connectionKey = (bookingPageId: string, id: string): TableKey =>
  calendarConnectionKeys.key({ bookingPageId, id });

export interface NewConnection {
  id: string;
  bookingPageId: string;
  userId: string;
  provider: TProvider;
  providerCalendarId: string;
  providerCalendarName: string;
  createdAt: string;
  lastSyncedAt?: string;
  /** Google / Microsoft: the OAuth refresh token, encrypted by the token cipher (never clear). */
  refreshTokenCiphertext?: string;
  /** Google / Microsoft: where the next incremental sync starts (sync token, delta link). */
  syncCursor?: string;
  /**
   * The end (ISO) of the window the cursor's full listing covered: once the page's horizon
   * reaches past it (a day later, or a longer horizon), the next sync lists the window anew.
   */
  syncWindowTo?: string;
  /** Why the last sync failed, in the owner's words; removed by the next one that succeeds. */
  syncError?: string;
  /** Until when (ISO) a sweep or a refresh is syncing it: others leave it alone meanwhile. */
  syncLeaseUntil?: string;
}

export type ConnectionItem = TableItem & NewConnection;

export const toConnectionItem = (connection: NewConnection): ConnectionItem => ({
  ...connectionKey(connection.bookingPageId, connection.id),
  ...connection,
  ...(isSynced(connection) ? syncDueIndex(connection, firstTurn(connection.createdAt)) : {}),
});

/** Google and Microsoft connections are synced; a local calendar has nothing to import. */
export const isSynced = (c: Pick<NewConnection, 'provider'>): boolean =>
  c.provider === 'google' || c.provider === 'microsoft';

/** How often the sweep syncs each Google and Microsoft connection. */
export const SYNC_EVERY_MS = 15 * 60_000;

/**
 * The sweep's index entry (GSI1 `CALSYNC`): the connection is due at `due` (ISO). Each sync,
 * failed or not, files it under its next turn. A new one takes its first turn a period after it
 * was made: the connect page syncs it as soon as it is connected, and a visitor's page refreshes
 * a calendar never synced, so the sweep only catches what those missed.
 */
const firstTurn = (createdAt: string) =>
  new Date(Date.parse(createdAt) + SYNC_EVERY_MS).toISOString();

export const syncDueIndex = (c: Pick<NewConnection, 'bookingPageId' | 'id'>, due: string) =>
  calendarConnectionKeys.indexAttributes('GSI1', { due, bookingPageId: c.bookingPageId, id: c.id });

/** The owner's view; `isPrimary` comes from the booking page's `primaryConnectionId`. */
export function fromConnectionItem(item: TableItem, primaryId: string | undefined): TConnection {
  const c = item as Partial<ConnectionItem>;
  return {
    id: String(c.id),
    bookingPageId: String(c.bookingPageId),
    provider: c.provider ?? 'local',
    providerCalendarId: String(c.providerCalendarId ?? ''),
    providerCalendarName: String(c.providerCalendarName ?? ''),
    isPrimary: c.id === primaryId,
    createdAt: String(c.createdAt ?? ''),
    lastSyncedAt: typeof c.lastSyncedAt === 'string' ? c.lastSyncedAt : null,
    ...(typeof c.syncError === 'string' && c.syncError ? { syncError: c.syncError } : {}),
  };
}
