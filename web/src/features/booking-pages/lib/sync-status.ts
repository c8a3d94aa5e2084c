import type { TConnection } from '@contracts/booking/connection';

/** When a connection last synced, as the owner reads it and as `<time dateTime>` states it. */
export interface SyncedAt {
  /** e.g. "1 Dec 2026, 14:05" in en-GB, "Dec 1, 2026, 2:05 PM" in en-US. */
  text: string;
  /** The instant in ISO form, for `<time dateTime>`. */
  dateTime: string;
}

/** What a connection row says about syncing. */
export interface SyncStatus {
  /**
   * When it last synced; 'never' until a sync first succeeds ("Not synced yet"); undefined for a
   * time that cannot be read, which is left unsaid rather than shown wrong.
   */
  lastSynced: SyncedAt | 'never' | undefined;
  /** Why the last sync failed; undefined once one succeeds. */
  error: string | undefined;
}

/**
 * An instant in the viewer's locale and time zone by default; tests pass both so they do not
 * depend on the machine's.
 */
export function formatSyncedAt(
  instant: string,
  locale?: string,
  timeZone?: string,
): SyncedAt | undefined {
  const date = new Date(instant);
  // Intl throws on an invalid date.
  if (Number.isNaN(date.getTime())) return undefined;
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
  return { text, dateTime: date.toISOString() };
}

/**
 * The sync state of a Google or Microsoft connection. A local calendar lives in vCISO Hub and is
 * never synced, so it has none (undefined).
 */
export function syncStatus(
  connection: Pick<TConnection, 'provider' | 'lastSyncedAt' | 'syncError'>,
  locale?: string,
  timeZone?: string,
): SyncStatus | undefined {
  if (connection.provider === 'local') return undefined;
  const { lastSyncedAt, syncError } = connection;
  return {
    lastSynced: lastSyncedAt === null ? 'never' : formatSyncedAt(lastSyncedAt, locale, timeZone),
    error: syncError || undefined,
  };
}
