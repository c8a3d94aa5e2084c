import { describe, expect, it } from 'vitest';
import { formatCount } from '@contracts/format-count';

describe('formatCount', () => {
  it('writes whole numbers as en-GB does, with a comma between thousands', () => {
    for (const n of [0, 7, 999, 1_000, 12_345, 100_000, 1_000_000, 987_654_321, -1_234]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
    }
    expect(formatCount(2_000)).toBe('2,000');
  });
});
