import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarConsentDeps,
  handler as consent,
} from '../../../../lambdas/events/calendar-consent';
import { handler as refresh } from '../../../../lambdas/events/calendar-refresh';
import { calendarSyncDeps } from '../../../../lambdas/events/calendar-sync';
import { oauthRefusals } from '../../../../lambdas/services/oauth/finish-oauth';
import { MemoryTable } from '../support/memory-table';

// The functions the anonymous booking and OAuth callback areas invoke: what they answer for the
// requests those send (the full flows run in test/integration/calendar-*.test.ts).
const providers = () => ({
  exchangeCode: vi.fn(),
  refresh: vi.fn(),
});
const fakes = () => ({
  table: new MemoryTable(),
  clock: { now: () => new Date('2030-01-01T00:00:00.000Z') },
  ids: { newId: () => 'id-1' },
  calendarProviders: providers() as never,
  tokenCipher: { encrypt: vi.fn(), decrypt: vi.fn() },
});

afterEach(() => {
  calendarSyncDeps.override(undefined);
  calendarConsentDeps.override(undefined);
});

describe('calendar-refresh', () => {
  it('has nothing to refresh on a page gone or paused since its caller found it', async () => {
    calendarSyncDeps.override(fakes());
    expect(await refresh({ slug: 'gone-meanwhile' })).toEqual({ synced: 0, fresh: false });
  });

  it('refuses a request that is not a page refresh', async () => {
    calendarSyncDeps.override(fakes());
    await expect(refresh({ bookingPageId: 'x' })).rejects.toThrow();
  });
});

describe('calendar-consent', () => {
  it('refuses an unknown state without exchanging or sealing anything', async () => {
    const deps = fakes();
    calendarConsentDeps.override(deps);
    const outcome = await consent({
      provider: 'google',
      state: 'a'.repeat(43),
      code: 'code',
      binding: 'b',
    });
    expect(outcome).toEqual({
      connected: false,
      provider: 'google',
      reason: oauthRefusals.invalidState,
    });
    expect(deps.tokenCipher.encrypt).not.toHaveBeenCalled();
  });

  it('refuses a request for a provider it does not know', async () => {
    calendarConsentDeps.override(fakes());
    await expect(consent({ provider: 'yahoo', state: 's' })).rejects.toThrow();
  });
});
