import { describe, expect, it } from 'vitest';
import {
  clearEnrolledAt,
  enrolledAtKey,
  readEnrolledAt,
  writeEnrolledAt,
} from '../../../../web/src/features/account/lib/enrolled-at';
import {
  factorsFromPreference,
  formatAddedDate,
} from '../../../../web/src/features/account/lib/mfa-factors';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('factorsFromPreference', () => {
  it('lists one "Authenticator App" TOTP factor when TOTP is enabled', () => {
    expect(factorsFromPreference({ enabled: ['TOTP'] }, '2025-01-02T03:04:05.000Z')).toEqual([
      {
        id: 'totp',
        friendlyName: 'Authenticator App',
        type: 'totp',
        createdAt: '2025-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('lists nothing otherwise', () => {
    expect(factorsFromPreference({}, null)).toEqual([]);
    expect(factorsFromPreference({ enabled: ['SMS'] }, null)).toEqual([]);
  });
});

describe('enrolment date store', () => {
  it('keeps the date per user and forgets it on removal', () => {
    const store = memoryStorage();
    writeEnrolledAt('sub-1', new Date('2025-03-04T05:06:07Z'), store);
    expect(store.map.get(enrolledAtKey('sub-1'))).toBe('2025-03-04T05:06:07.000Z');
    expect(readEnrolledAt('sub-1', store)).toBe('2025-03-04T05:06:07.000Z');
    expect(readEnrolledAt('sub-2', store)).toBeNull();
    clearEnrolledAt('sub-1', store);
    expect(readEnrolledAt('sub-1', store)).toBeNull();
  });

  it('ignores garbage and broken storage', () => {
    const store = memoryStorage();
    store.setItem(enrolledAtKey('s'), 'not a date');
    expect(readEnrolledAt('s', store)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readEnrolledAt('s', broken)).toBeNull();
    expect(() => writeEnrolledAt('s', new Date(), broken)).not.toThrow();
    expect(() => clearEnrolledAt('s', broken)).not.toThrow();
  });
});

describe('formatAddedDate', () => {
  it('formats a known date and gives null when unknown', () => {
    expect(formatAddedDate('2025-11-22T10:00:00Z', 'en-GB')).toBe('22 Nov 2025');
    expect(formatAddedDate(null)).toBeNull();
    expect(formatAddedDate('garbage')).toBeNull();
  });
});
