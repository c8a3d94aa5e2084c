import { describe, expect, it } from 'vitest';
import {
  connectedSignIns,
  identityOf,
  sameIdentity,
  signInProviderOf,
} from '@domain/account/connected-sign-ins';

describe('connected sign-ins of an account', () => {
  it('lists every provider in order, each available or not, none connected', () => {
    expect(connectedSignIns([], (p) => p !== 'Microsoft')).toEqual([
      { provider: 'Google', available: true, connected: false, connectedAt: null },
      { provider: 'Microsoft', available: false, connected: false, connectedAt: null },
      { provider: 'LinkedIn', available: true, connected: false, connectedAt: null },
    ]);
  });

  it('marks the connected ones with their time, whatever the case of the pool’s name', () => {
    const at = new Date('2026-05-12T14:03:00.000Z');
    const list = connectedSignIns(
      [
        { provider: 'linkedin', userId: 'li-1', connectedAt: at },
        { provider: 'Google', userId: 'g-1' },
      ],
      () => true,
    );
    expect(list.find((s) => s.provider === 'LinkedIn')).toMatchObject({
      connected: true,
      connectedAt: '2026-05-12T14:03:00.000Z',
    });
    // Connected, but the pool did not say when.
    expect(list.find((s) => s.provider === 'Google')).toMatchObject({
      connected: true,
      connectedAt: null,
    });
    expect(list.find((s) => s.provider === 'Microsoft')?.connected).toBe(false);
  });

  it('leaves out providers the product never links', () => {
    const list = connectedSignIns([{ provider: 'Facebook', userId: 'f-1' }], () => true);
    expect(list.map((s) => s.provider)).toEqual(['Google', 'Microsoft', 'LinkedIn']);
    expect(list.every((s) => !s.connected)).toBe(true);
  });

  it('reads provider names in any case, and nothing else', () => {
    expect(signInProviderOf('google')).toBe('Google');
    expect(signInProviderOf('LINKEDIN')).toBe('LinkedIn');
    expect(signInProviderOf('Cognito')).toBeUndefined();
    expect(signInProviderOf('')).toBeUndefined();
  });

  it('finds a provider’s identity, and compares user ids exactly', () => {
    const identities = [{ provider: 'Microsoft', userId: 'AbC' }];
    expect(identityOf(identities, 'Microsoft')).toEqual(identities[0]);
    expect(identityOf(identities, 'Google')).toBeUndefined();
    expect(sameIdentity(identities[0]!, 'Microsoft', 'AbC')).toBe(true);
    expect(sameIdentity(identities[0]!, 'Microsoft', 'abc')).toBe(false);
    expect(sameIdentity(identities[0]!, 'Google', 'AbC')).toBe(false);
  });
});
