import { describe, expect, it } from 'vitest';
import type { TConnection } from '@contracts/booking/connection';
import {
  formatSyncedAt,
  syncStatus,
} from '../../../../web/src/features/booking-pages/lib/sync-status';

const connection = (over: Partial<TConnection>): TConnection => ({
  id: 'conn-1',
  bookingPageId: 'cal-1',
  provider: 'google',
  providerCalendarId: 'primary',
  providerCalendarName: 'Work',
  isPrimary: true,
  createdAt: '2026-11-01T09:00:00Z',
  lastSyncedAt: null,
  ...over,
});

describe('formatSyncedAt', () => {
  it('writes the time in the given locale and zone, with the instant for <time dateTime>', () => {
    expect(formatSyncedAt('2026-12-01T14:05:00Z', 'en-GB', 'UTC')).toEqual({
      text: '1 Dec 2026, 14:05',
      dateTime: '2026-12-01T14:05:00.000Z',
    });
    // Newer ICU data puts a narrow no-break space before "AM".
    const us = formatSyncedAt('2026-12-01T14:05:00Z', 'en-US', 'America/New_York');
    expect(us?.text.replace(/\s/g, ' ')).toBe('Dec 1, 2026, 9:05 AM');
  });

  it('reads the day in the zone, not in UTC', () => {
    expect(formatSyncedAt('2026-12-01T23:30:00Z', 'en-GB', 'Asia/Tokyo')?.text).toBe(
      '2 Dec 2026, 08:30',
    );
  });

  it('says nothing for a time it cannot read', () => {
    expect(formatSyncedAt('not a time', 'en-GB', 'UTC')).toBeUndefined();
  });
});

describe('syncStatus', () => {
  it('gives a synced Google or Microsoft calendar its last sync time', () => {
    for (const provider of ['google', 'microsoft'] as const) {
      const status = syncStatus(
        connection({ provider, lastSyncedAt: '2026-12-01T14:05:00Z' }),
        'en-GB',
        'UTC',
      );
      expect(status).toEqual({
        lastSynced: { text: '1 Dec 2026, 14:05', dateTime: '2026-12-01T14:05:00.000Z' },
        error: undefined,
      });
    }
  });

  it('says "never" (Not synced yet) before the first sync', () => {
    expect(syncStatus(connection({ lastSyncedAt: null }))).toEqual({
      lastSynced: 'never',
      error: undefined,
    });
  });

  it('shows nothing about syncing for a local calendar', () => {
    expect(
      syncStatus(connection({ provider: 'local', lastSyncedAt: '2026-12-01T14:05:00Z' })),
    ).toBeUndefined();
    expect(syncStatus(connection({ provider: 'local', syncError: 'ignored' }))).toBeUndefined();
  });

  it('carries why the last sync failed, next to when the one before it succeeded', () => {
    const status = syncStatus(
      connection({
        provider: 'microsoft',
        lastSyncedAt: '2026-12-01T14:05:00Z',
        syncError: 'Microsoft refused access: reconnect the calendar',
      }),
      'en-GB',
      'UTC',
    );
    expect(status?.error).toBe('Microsoft refused access: reconnect the calendar');
    expect(status?.lastSynced).toMatchObject({ text: '1 Dec 2026, 14:05' });
    expect(syncStatus(connection({ syncError: 'Token expired' }))).toEqual({
      lastSynced: 'never',
      error: 'Token expired',
    });
  });

  it('treats an empty error as none', () => {
    expect(syncStatus(connection({ syncError: '' }))?.error).toBeUndefined();
  });
});
