import { describe, expect, it } from 'vitest';
import type { EngagementTerms } from '@domain/engagements/terms';
import { termsOn, type SignedTerms } from '@domain/engagements/terms-history';

const retainer = (hoursPerMonth: number): EngagementTerms => ({
  model: { kind: 'retainer', hoursPerMonth, ratePence: 15_000 },
  rollover: { kind: 'none' },
  lateCancellationHours: 24,
  noticeDays: 30,
});

const letter = (effectiveFrom: string, hours: number, letterHash: string): SignedTerms => ({
  effectiveFrom,
  terms: retainer(hours),
  letterHash,
});

describe('termsOn', () => {
  const engagementLetter = letter('2026-03-01', 8, 'letter');
  const changeOrder = letter('2026-05-16', 12, 'change-1');
  const letters = [engagementLetter, changeOrder];

  it('has no terms before the first letter takes effect: nothing to bill', () => {
    expect(termsOn(letters, '2026-02-28')).toBeUndefined();
    expect(termsOn([], '2026-03-01')).toBeUndefined();
  });

  it('applies the engagement letter from its own date', () => {
    expect(termsOn(letters, '2026-03-01')).toBe(engagementLetter);
    expect(termsOn(letters, '2026-04-30')).toBe(engagementLetter);
  });

  it('applies a change order on its date, and not the day before', () => {
    expect(termsOn(letters, '2026-05-15')).toBe(engagementLetter);
    expect(termsOn(letters, '2026-05-16')).toBe(changeOrder);
    expect(termsOn(letters, '2027-01-01')).toBe(changeOrder);
  });

  it('picks the latest letter in effect whatever order the letters are listed in', () => {
    expect(termsOn([changeOrder, engagementLetter], '2026-06-01')).toBe(changeOrder);
    expect(termsOn([changeOrder, engagementLetter], '2026-04-01')).toBe(engagementLetter);
  });

  it('of two letters taking effect the same day, applies the one signed later', () => {
    const correction = letter('2026-05-16', 10, 'change-2');
    expect(termsOn([...letters, correction], '2026-05-16')).toBe(correction);
    expect(termsOn([engagementLetter, correction, changeOrder], '2026-05-16')).toBe(changeOrder);
  });
});
