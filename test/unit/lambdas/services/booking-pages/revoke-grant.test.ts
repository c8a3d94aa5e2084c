import { describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../../../../../lambdas/ports/calendar-providers';
import { revokeGrant } from '../../../../../lambdas/services/booking-pages/revoke-grant';
import { fakeCalendarProviders, fakeTokenCipher } from '../../support/calendar-providers';

describe('revokeGrant', () => {
  it('opens the sealed token and revokes it at its provider, answering what the provider did', async () => {
    const revoke = vi.fn(async (provider: string) =>
      provider === 'google' ? ('revoked' as const) : ('unsupported' as const),
    );
    const deps = {
      calendarProviders: fakeCalendarProviders({ revoke }),
      tokenCipher: fakeTokenCipher,
    };
    const sealed = await fakeTokenCipher.encrypt('calendar-refresh-token', 'rt-1');
    expect(await revokeGrant(deps, { provider: 'google', refreshTokenCiphertext: sealed })).toBe(
      'revoked',
    );
    expect(await revokeGrant(deps, { provider: 'microsoft', refreshTokenCiphertext: sealed })).toBe(
      'unsupported',
    );
    expect(revoke.mock.calls).toEqual([
      ['google', 'rt-1'],
      ['microsoft', 'rt-1'],
    ]);
  });

  it('has nothing to revoke for a local calendar or a connection without a token', async () => {
    const revoke = vi.fn();
    const deps = {
      calendarProviders: fakeCalendarProviders({ revoke }),
      tokenCipher: fakeTokenCipher,
    };
    expect(await revokeGrant(deps, { provider: 'local' })).toBe('none');
    expect(await revokeGrant(deps, { provider: 'google' })).toBe('none');
    expect(revoke).not.toHaveBeenCalled();
  });

  it('never throws: a provider that fails is logged without the token', async () => {
    const warn = vi.fn();
    const deps = {
      calendarProviders: fakeCalendarProviders({
        revoke: () =>
          Promise.reject(new ProviderError('google revocation endpoint answered 503', 503)),
      }),
      tokenCipher: fakeTokenCipher,
      log: { warn } as never,
    };
    const sealed = await fakeTokenCipher.encrypt('calendar-refresh-token', 'rt-secret');
    expect(await revokeGrant(deps, { provider: 'google', refreshTokenCiphertext: sealed })).toBe(
      'failed',
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls)).not.toContain('rt-secret');
    // A token sealed under another key cannot be opened: the same, logged.
    expect(
      await revokeGrant(
        { ...deps, tokenCipher: { decrypt: () => Promise.reject(new Error('bad key')) } },
        { provider: 'google', refreshTokenCiphertext: 'gcm:x' },
      ),
    ).toBe('failed');
  });
});
