import { describe, expect, it } from 'vitest';
import { monthsBefore } from '@contracts/account/retention';
import { readable } from '../../../../../lambdas/services/account/produce-data-export';

describe('readable', () => {
  it('names the entity and drops storage keys, expiry and secrets', () => {
    const item = readable({
      PK: 'CAL#c1',
      SK: 'CONN#k1',
      GSI1PK: 'CALSYNC',
      GSI1SK: 'x',
      ttl: 123,
      id: 'k1',
      provider: 'google',
      refreshTokenCiphertext: 'sealed',
      tokenHash: 'abc',
      lastSyncedAt: '2026-12-01T00:00:00.000Z',
    });
    expect(item).toEqual({
      entity: 'calendar connection',
      id: 'k1',
      provider: 'google',
      lastSyncedAt: '2026-12-01T00:00:00.000Z',
    });
  });

  it('keeps an audit row’s chain hashes, which are evidence, not secrets', () => {
    const row = readable({ PK: 'DOC#d1', SK: 'AUDIT#000001', hash: 'h1', prevHash: 'h0' });
    expect(row).toEqual({ entity: 'audit row', hash: 'h1', prevHash: 'h0' });
  });
});

describe('monthsBefore', () => {
  it('counts calendar months, landing on the month’s last day when it is shorter', () => {
    expect(monthsBefore(new Date('2026-12-02T10:00:00.000Z'), 24).toISOString()).toBe(
      '2024-12-02T10:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-03-31T00:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00.000Z'), 13).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });
});
