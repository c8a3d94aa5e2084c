import { describe, expect, it } from 'vitest';
import {
  JOIN_LINK_WAITS_MS,
  joinLinkWait,
} from '../../../../web/src/features/booking/lib/join-link-wait';

describe('the waits for a just-booked meeting’s join link', () => {
  it('asks soon, then further apart, and stops after about a minute', () => {
    const waits: number[] = [];
    for (let reads = 1; ; reads++) {
      const wait = joinLinkWait(reads);
      if (wait === undefined) break;
      waits.push(wait);
    }
    expect(waits).toEqual(JOIN_LINK_WAITS_MS);
    expect(waits[0]).toBeLessThanOrEqual(1_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(55_000);
    expect(total).toBeLessThanOrEqual(65_000);
    // Never more than a dozen reads of one link.
    expect(waits.length + 1).toBeLessThanOrEqual(12);
  });
});
