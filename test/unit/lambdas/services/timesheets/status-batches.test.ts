import { describe, expect, it } from 'vitest';
import { MAX_TRANSACTION_OPS } from '../../../../../lambdas/ports/table';
import { withTheirDays } from '../../../../../lambdas/services/timesheets/change-status';
import type { EntryItem } from '../../../../../lambdas/services/timesheets/entry-item';

const dayOf = (startTime: string) => startTime.slice(0, 10);

/** `perDay` entries on each of `days` consecutive days, oldest first. */
function entries(days: number, perDay: number): EntryItem[] {
  return Array.from({ length: days * perDay }, (_, i) => {
    const day = String(1 + Math.floor(i / perDay)).padStart(2, '0');
    return { id: `e${i}`, startTime: `2030-03-${day}T09:00:00.000Z` } as EntryItem;
  });
}

const opsOf = (run: EntryItem[]) => run.length + new Set(run.map((e) => dayOf(e.startTime))).size;

describe('withTheirDays', () => {
  it.each([
    [1, 1],
    [1, 99],
    [1, 250],
    [31, 10],
    [31, 1],
    [200, 1],
  ])(
    '%i days of %i entries: every entry once, in order, each run within one transaction',
    (days, perDay) => {
      const all = entries(days, perDay);
      const runs = withTheirDays(all, dayOf);
      expect(runs.flat()).toEqual(all);
      for (const run of runs) expect(opsOf(run)).toBeLessThanOrEqual(MAX_TRANSACTION_OPS);
      // Full runs: nothing is split that would have fitted.
      for (const run of runs.slice(0, -1))
        expect(opsOf(run)).toBeGreaterThan(MAX_TRANSACTION_OPS - 2);
    },
  );

  it('makes no run of nothing', () => {
    expect(withTheirDays([], dayOf)).toEqual([]);
  });
});
