import { describe, expect, it } from 'vitest';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { MAX_TRANSACTION_OPS } from '../../../../../lambdas/ports/table';
import type { EntryItem } from '../../../../../lambdas/services/timesheets/entry-item';
import { requireOneTransaction } from '../../../../../lambdas/services/timesheets/period-moves';

const page = { timeZone: 'Europe/London' };

/** `perDay` entries on each of `days` consecutive days of March 2030. */
function entries(days: number, perDay: number): EntryItem[] {
  return Array.from({ length: days * perDay }, (_, i) => {
    const day = String(1 + Math.floor(i / perDay)).padStart(2, '0');
    return { id: `e${i}`, startTime: `2030-03-${day}T09:00:00.000Z` } as EntryItem;
  });
}

describe('requireOneTransaction', () => {
  it('lets a period through while its entries, their days and the period fit one transaction', () => {
    // 95 writes of entries and days is the most beside the period's own five.
    expect(() => requireOneTransaction(page, entries(1, 94))).not.toThrow();
    expect(() => requireOneTransaction(page, entries(31, 2))).not.toThrow();
    expect(() => requireOneTransaction(page, [])).not.toThrow();
  });

  it('refuses one that does not, saying how many entries would fit', () => {
    expect(() => requireOneTransaction(page, entries(1, 95))).toThrow(periodMessages.tooMany(94));
    expect(() => requireOneTransaction(page, entries(31, 3))).toThrow(periodMessages.tooMany(64));
    expect(MAX_TRANSACTION_OPS).toBe(100);
  });

  it('counts days in the page zone: 23:30 UTC in summer is the next day in London', () => {
    // One UTC day but two London days: 94 entries and 2 days are one write too many.
    const straddling = Array.from({ length: 94 }, (_, i) => ({
      id: `x${i}`,
      startTime: i % 2 ? '2030-07-01T22:30:00.000Z' : '2030-07-01T23:30:00.000Z',
    })) as EntryItem[];
    expect(() => requireOneTransaction(page, straddling)).toThrow(periodMessages.tooMany(93));
    expect(() => requireOneTransaction({ timeZone: 'UTC' }, straddling)).not.toThrow();
  });
});
