import { describe, expect, it } from 'vitest';
import {
  ProviderError,
  type CalendarProviders,
} from '../../../../../lambdas/ports/calendar-providers';
import { toBookingPageItem } from '../../../../../lambdas/services/booking-pages/booking-page-item';
import {
  bindingHash,
  toOAuthStateItem,
} from '../../../../../lambdas/services/booking-pages/oauth-state-item';
import { finishOAuth, oauthRefusals } from '../../../../../lambdas/services/oauth/finish-oauth';
import { MemoryTable } from '../../support/memory-table';

const OWNER = 'owner-sub';
const NOW = new Date('2030-01-01T10:00:00.000Z');
const STATE = 'S'.repeat(43);
const BINDING = 'browser-binding';
const page = toBookingPageItem({
  id: 'cal-1',
  userId: OWNER,
  name: 'Advisory call',
  description: '',
  slug: 'advice',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  timeZone: 'UTC',
  availability: [],
  createdAt: '2029-01-01T00:00:00.000Z',
});

function setup(opts: { startedAt?: Date; exchange?: CalendarProviders['exchangeCode'] } = {}) {
  const table = new MemoryTable([
    page,
    toOAuthStateItem(
      STATE,
      {
        bookingPageId: 'cal-1',
        userId: OWNER,
        provider: 'google',
        codeVerifier: 'verifier',
        bindingHash: bindingHash(BINDING),
      },
      opts.startedAt ?? NOW,
    ),
  ]);
  const exchanged: object[] = [];
  const providers = {
    appOrigin: 'https://app.example.com',
    client: () => undefined,
    exchangeCode:
      opts.exchange ??
      (async (provider, input) => {
        exchanged.push({ provider, ...input });
        return { accessToken: 'at', refreshToken: 'rt-clear' };
      }),
    refresh: async () => ({ accessToken: 'at' }),
    listChanges: async () => ({ full: true, events: [], cursor: 'c' }),
    // Writing to the calendar is not what this test is about.
    createEvent: () => Promise.reject(new Error('createEvent is not used here')),
    moveEvent: () => Promise.reject(new Error('moveEvent is not used here')),
    deleteEvent: () => Promise.reject(new Error('deleteEvent is not used here')),
    revoke: () => Promise.reject(new Error('revoke is not used here')),
  } satisfies CalendarProviders;
  const deps = {
    table,
    clock: { now: () => NOW },
    ids: { newId: () => 'conn-1' },
    calendarProviders: providers,
    tokenCipher: {
      encrypt: async (kind: string, t: string) =>
        kind === 'calendar-refresh-token' ? `sealed(${t.length})` : 'wrong kind',
      decrypt: async () => 'rt-clear',
    },
  };
  const connections = () => [...table.items.values()].filter((i) => i.SK.startsWith('CONN#'));
  return { table, deps, exchanged, connections };
}

describe('finishOAuth', () => {
  it('exchanges the code with the stored verifier and adds the primary connection', async () => {
    const { table, deps, exchanged, connections } = setup();
    const outcome = await finishOAuth(deps, {
      provider: 'google',
      state: STATE,
      code: 'c',
      binding: BINDING,
    });
    expect(outcome).toEqual({ connected: true, provider: 'google', bookingPageId: 'cal-1' });
    expect(exchanged).toEqual([{ provider: 'google', code: 'c', codeVerifier: 'verifier' }]);
    expect(connections()).toHaveLength(1);
    expect(connections()[0]).toMatchObject({
      provider: 'google',
      refreshTokenCiphertext: 'sealed(8)',
    });
    expect(JSON.stringify([...table.items.values()])).not.toContain('rt-clear');
    expect(await table.get({ PK: 'CAL#cal-1', SK: 'CAL' })).toMatchObject({
      connectionCount: 1,
      primaryConnectionId: 'conn-1',
    });
    expect([...table.items.keys()].some((k) => k.includes('OAUTH#'))).toBe(false);
  });

  it('works once: a replay is refused', async () => {
    const { deps, connections } = setup();
    await finishOAuth(deps, { provider: 'google', state: STATE, code: 'c', binding: BINDING });
    const again = await finishOAuth(deps, {
      provider: 'google',
      state: STATE,
      code: 'c',
      binding: BINDING,
    });
    expect(again).toMatchObject({ connected: false, reason: oauthRefusals.invalidState });
    expect(connections()).toHaveLength(1);
  });

  it.each([
    ['an expired state', { startedAt: new Date(NOW.getTime() - 10 * 60_000) }, 'google'],
    ['another provider', {}, 'microsoft'],
  ] as const)('refuses %s, writing nothing', async (_name, opts, provider) => {
    const { deps, exchanged, connections } = setup(opts);
    const outcome = await finishOAuth(deps, {
      provider,
      state: STATE,
      code: 'c',
      binding: BINDING,
    });
    expect(outcome).toMatchObject({ connected: false, reason: oauthRefusals.invalidState });
    expect(exchanged).toEqual([]);
    expect(connections()).toEqual([]);
  });

  it('refuses a forged or malformed state without looking it up', async () => {
    const { deps, table } = setup();
    const before = table.writes.length;
    for (const state of [undefined, 'short', 'OAUTH#x'.padEnd(43, 'x'), 'T'.repeat(43)]) {
      const outcome = await finishOAuth(deps, {
        provider: 'google',
        state,
        code: 'c',
        binding: BINDING,
      });
      expect(outcome.connected).toBe(false);
    }
    expect(table.writes.length - before).toBeLessThanOrEqual(1);
  });

  it('refuses a denied consent or a refused exchange, the state spent', async () => {
    const denied = setup();
    expect(
      await finishOAuth(denied.deps, {
        provider: 'google',
        state: STATE,
        error: 'access_denied',
        binding: BINDING,
      }),
    ).toMatchObject({ connected: false, reason: oauthRefusals.denied, bookingPageId: 'cal-1' });
    expect(denied.connections()).toEqual([]);

    const refused = setup({
      exchange: async () => {
        throw new ProviderError('invalid_grant', 400);
      },
    });
    expect(
      await finishOAuth(refused.deps, {
        provider: 'google',
        state: STATE,
        code: 'c',
        binding: BINDING,
      }),
    ).toMatchObject({ connected: false, reason: oauthRefusals.exchangeFailed });
    expect(refused.connections()).toEqual([]);
  });

  it('refuses a flow finished in another browser, the state spent', async () => {
    const { deps, exchanged, connections } = setup();
    for (const binding of [undefined, 'someone-else']) {
      const outcome = await finishOAuth(deps, {
        provider: 'google',
        state: STATE,
        code: 'c',
        binding,
      });
      expect(outcome).toMatchObject({ connected: false });
    }
    expect(exchanged).toEqual([]);
    expect(connections()).toEqual([]);
    const first = setup();
    expect(
      await finishOAuth(first.deps, { provider: 'google', state: STATE, code: 'c', binding: 'x' }),
    ).toMatchObject({ connected: false, reason: oauthRefusals.otherBrowser });
  });

  it('refuses a grant without a refresh token', async () => {
    const { deps, connections } = setup({ exchange: async () => ({ accessToken: 'only' }) });
    expect(
      await finishOAuth(deps, { provider: 'google', state: STATE, code: 'c', binding: BINDING }),
    ).toMatchObject({
      connected: false,
      reason: oauthRefusals.noRefreshToken,
    });
    expect(connections()).toEqual([]);
  });
});
