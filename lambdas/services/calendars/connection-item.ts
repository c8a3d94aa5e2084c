import type { TConnection, TProvider } from '@contracts/booking/connection';
import { calendarConnectionKeys } from '../../keys/calendar-connection';
import type { TableItem, TableKey } from '../../ports/table';

/** How a connected calendar is stored, in its booking page's partition. */
export const connectionKey = (calendarId: string, id: string): TableKey =>
  calendarConnectionKeys.key({ calendarId, id });

export interface NewConnection {
  id: string;
  calendarId: string;
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
}

export type ConnectionItem = TableItem & NewConnection;

export const toConnectionItem = (connection: NewConnection): ConnectionItem => ({
  ...connectionKey(connection.calendarId, connection.id),
  ...connection,
});

/** The owner's view; `isPrimary` comes from the calendar's `primaryConnectionId`. */
export function fromConnectionItem(item: TableItem, primaryId: string | undefined): TConnection {
  const c = item as Partial<ConnectionItem>;
  return {
    id: String(c.id),
    calendarId: String(c.calendarId),
    provider: c.provider ?? 'local',
    providerCalendarId: String(c.providerCalendarId ?? ''),
    providerCalendarName: String(c.providerCalendarName ?? ''),
    isPrimary: c.id === primaryId,
    createdAt: String(c.createdAt ?? ''),
    lastSyncedAt: typeof c.lastSyncedAt === 'string' ? c.lastSyncedAt : null,
  };
}
