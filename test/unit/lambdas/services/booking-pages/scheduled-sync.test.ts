import { describe, expect, it } from 'vitest';
import {
  ProviderError,
  type ProviderChanges,
  type ProviderEvent,
} from '../../../../../lambdas/ports/calendar-providers';
import { refreshCalendar } from '../../../../../lambdas/services/booking/refresh-calendar';
import { toSlugClaim } from '../../../../../lambdas/services/booking-pages/booking-page-item';
import {
  connectionKey,
  toConnectionItem,
  type ConnectionItem,
} from '../../../../../lambdas/services/booking-pages/connection-item';
import { syncWindow } from '../../../../../lambdas/services/booking-pages/sync-connection';
import { syncDueConnections } from '../../../../../lambdas/services/booking-pages/sync-due-connections';
import { fakeCalendarProviders, fakeTokenCipher } from '../../support/calendar-providers';
import { advisoryPage } from '../../support/booking-fixtures';
import { MemoryTable } from '../../support/memory-table';

const MIN = 60_000;
const T0 = new Date('2030-01-02T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);

const page = (horizonDays = 30) => advisoryPage({ horizonDays, timeZone: 'Europe/London' });

const connection = (id: string, fields: Partial<ConnectionItem> = {}) => ({
  ...toConnectionItem({
    id,
    bookingPageId: 'cal-1',
    userId: 'owner-sub',
    provider: 'google',
    providerCalendarId: 'primary',
    providerCalendarName: 'Work',
    createdAt: '2030-01-01T00:00:00.000Z',
    refreshTokenCiphertext: `sealed:rt-${id}`,
  }),
  ...fields,
});

const busy = (id: string, start: string, fields: Partial<ProviderEvent> = {}): ProviderEvent => ({
  id,
  removed: false,
  title: 'Dentist',
  start,
  end: new Date(Date.parse(start) + 60 * MIN).toISOString(),
  busy: true,
  ...fields,
});

interface Listing {
  refreshToken: string;
  cursor?: string;
  window: { from: Date; to: Date };
}

function fixture(options: {
  connections: ReturnType<typeof connection>[];
  events?: ProviderEvent[];
  /** Refresh tokens the provider refuses. */
  revoked?: string[];
  /** The provider never answers the listing. */
  hang?: boolean;
}) {
  const table = new MemoryTable([page(), toSlugClaim('advisory', 'cal-1'), ...options.connections]);
  const listings: Listing[] = [];
  const calendarProviders = fakeCalendarProviders({
    refresh(_provider, refreshToken) {
      if (options.revoked?.includes(refreshToken))
        return Promise.reject(new ProviderError('invalid_grant', 400));
      return Promise.resolve({ accessToken: `at:${refreshToken}` });
    },
    listChanges(_provider, input): Promise<ProviderChanges> {
      listings.push({
        refreshToken: input.accessToken.slice(3),
        ...(input.cursor ? { cursor: input.cursor } : {}),
        window: input.window,
      });
      if (options.hang) return new Promise(() => undefined);
      return Promise.resolve({
        full: !input.cursor,
        events: input.cursor ? [] : (options.events ?? []),
        cursor: `cursor-${listings.length}`,
      });
    },
  });
  const deps = (now: Date) => ({
    table,
    clock: { now: () => now },
    calendarProviders,
    tokenCipher: fakeTokenCipher,
  });
  const conn = (id: string) => table.get<ConnectionItem>(connectionKey('cal-1', id));
  const meetings = () =>
    [...table.items.values()].filter((i) => String(i.SK).startsWith('MEET#')).map((i) => i.title);
  return { table, listings, deps, conn, meetings };
}

describe('the sync window', () => {
  it('runs from the start of today (UTC) to a day past the page’s horizon', () => {
    expect(syncWindow({ horizonDays: 30 }, T0)).toEqual({
      from: new Date('2030-01-02T00:00:00.000Z'),
      to: new Date('2030-02-02T00:00:00.000Z'),
    });
    expect(syncWindow({ horizonDays: 365 }, T0).to).toEqual(new Date('2031-01-03T00:00:00.000Z'));
  });
});

describe('the scheduled sync', () => {
  it('syncs each connection when its turn comes, then every 15 minutes', async () => {
    const f = fixture({
      connections: [connection('c-1')],
      events: [busy('e-1', '2030-01-20T09:00:00.000Z')],
    });
    expect(await syncDueConnections(f.deps(at(0)), {})).toMatchObject({ due: 1, synced: 1 });
    expect(f.meetings()).toEqual(['Dentist']);
    const synced = await f.conn('c-1');
    expect(synced?.lastSyncedAt).toBe(at(0).toISOString());
    expect(synced?.syncLeaseUntil).toBeUndefined();
    expect(synced?.GSI1SK).toBe(`${at(15).toISOString()}#cal-1#c-1`);

    expect(await syncDueConnections(f.deps(at(10)), {})).toMatchObject({ due: 0 });
    expect(await syncDueConnections(f.deps(at(16)), {})).toMatchObject({ due: 1, synced: 1 });
    expect(f.listings.map((l) => l.cursor)).toEqual([undefined, 'cursor-1']);
  });

  it('lists the whole window again once the horizon reaches past the last full listing', async () => {
    const f = fixture({ connections: [connection('c-1')] });
    await syncDueConnections(f.deps(at(0)), {});
    await syncDueConnections(f.deps(at(16)), {});
    // The next day the window ends a day later: the cursor no longer covers it.
    await syncDueConnections(f.deps(at(24 * 60)), {});
    expect(f.listings.map((l) => l.cursor)).toEqual([undefined, 'cursor-1', undefined]);
    expect(f.listings[2]!.window.to).toEqual(new Date('2030-02-03T00:00:00.000Z'));
  });

  it('never imports an event the product wrote for one of its own meetings', async () => {
    const f = fixture({
      connections: [connection('c-1')],
      events: [
        busy('e-own', '2030-01-20T09:00:00.000Z', { ownMeetingId: 'meeting-1', title: 'Mine' }),
        busy('e-2', '2030-01-21T09:00:00.000Z'),
      ],
    });
    await syncDueConnections(f.deps(at(0)), {});
    expect(f.meetings()).toEqual(['Dentist']);
  });

  it('keeps a failure on its connection, retries it at its next turn, and syncs the others', async () => {
    const f = fixture({
      connections: [connection('c-bad'), connection('c-good')],
      revoked: ['rt-c-bad'],
      events: [busy('e-1', '2030-01-20T09:00:00.000Z')],
    });
    expect(await syncDueConnections(f.deps(at(0)), {})).toMatchObject({
      due: 2,
      synced: 1,
      failed: 1,
    });
    const bad = await f.conn('c-bad');
    expect(bad?.syncError).toBe(
      'Google Calendar no longer grants access. Please disconnect it and connect it again.',
    );
    expect(bad?.lastSyncedAt).toBeUndefined();
    expect(bad?.GSI1SK).toBe(`${at(15).toISOString()}#cal-1#c-bad`);
    expect(await syncDueConnections(f.deps(at(5)), {})).toMatchObject({ due: 0 });
  });

  it('leaves a connection another run is syncing alone', async () => {
    const f = fixture({
      connections: [connection('c-1', { syncLeaseUntil: at(3).toISOString() })],
    });
    expect(await syncDueConnections(f.deps(at(0)), {})).toMatchObject({ due: 1, skipped: 1 });
    expect(f.listings).toEqual([]);
    expect(await syncDueConnections(f.deps(at(4)), {})).toMatchObject({ synced: 1 });
  });
});

describe('refreshing before free times', () => {
  it('syncs a stale connection and leaves a fresh one', async () => {
    const f = fixture({
      connections: [
        connection('c-stale', { lastSyncedAt: at(-6).toISOString() }),
        connection('c-fresh', { lastSyncedAt: at(-4).toISOString() }),
      ],
    });
    expect(await refreshCalendar(f.deps(at(0)), { slug: 'advisory' })).toEqual({
      synced: 1,
      fresh: true,
    });
    expect(f.listings.map((l) => l.refreshToken)).toEqual(['rt-c-stale']);
    expect(await refreshCalendar(f.deps(at(0.5)), { slug: 'advisory' })).toEqual({
      synced: 0,
      fresh: true,
    });
  });

  it('answers after its wait when the provider does not, without syncing twice meanwhile', async () => {
    const f = fixture({ connections: [connection('c-1')], hang: true });
    const deps = { ...f.deps(at(0)), wait: () => Promise.resolve() };
    expect(await refreshCalendar(deps, { slug: 'advisory' })).toEqual({ synced: 0, fresh: false });
    expect(await refreshCalendar(deps, { slug: 'advisory' })).toEqual({ synced: 0, fresh: false });
    expect(f.listings).toHaveLength(1);
  });

  it('reports a failed refresh as not fresh, the error kept for the owner', async () => {
    const f = fixture({ connections: [connection('c-1')], revoked: ['rt-c-1'] });
    expect(await refreshCalendar(f.deps(at(0)), { slug: 'advisory' })).toEqual({
      synced: 0,
      fresh: false,
    });
    expect((await f.conn('c-1'))?.syncError).toContain('no longer grants access');
  });
});
