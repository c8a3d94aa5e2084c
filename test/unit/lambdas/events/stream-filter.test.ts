import { describe, expect, it } from 'vitest';
import { matchesAnyFilter, matchesFilter } from '../../../../lambdas/events/stream-filter';
import { streamSubscriptions, tickerStream } from '../../../../lambdas/events/stream-subscriptions';

const record = (pk: unknown) => ({
  eventName: 'INSERT',
  dynamodb: { Keys: { PK: pk, SK: { S: 'X' } } },
});

describe('stream filters', () => {
  it('lets exactly PK = TICKER through to the ticker consumer', () => {
    expect(matchesAnyFilter(record({ S: 'TICKER' }), tickerStream.filters)).toBe(true);
    for (const other of [
      { S: 'TICKERS' },
      { S: 'ticker' },
      { S: 'WSCONN' },
      { N: 'TICKER' },
      undefined,
    ]) {
      expect(matchesAnyFilter(record(other), tickerStream.filters)).toBe(false);
    }
    expect(matchesAnyFilter({ eventName: 'INSERT' }, tickerStream.filters)).toBe(false);
  });

  it('is the pattern Lambda documents for a key filter', () => {
    expect(tickerStream.filters).toEqual([{ dynamodb: { Keys: { PK: { S: ['TICKER'] } } } }]);
  });

  it('matches any of several values and ORs several patterns', () => {
    expect(matchesFilter({ a: 2 }, { a: [1, 2] })).toBe(true);
    expect(matchesAnyFilter({ a: 3 }, [{ a: [1] }, { a: [3] }])).toBe(true);
    expect(matchesAnyFilter({ a: 3 }, [])).toBe(false);
  });

  it('refuses operators it does not implement instead of guessing', () => {
    expect(() => matchesFilter({ a: 'x' }, { a: [{ prefix: 'x' }] as never })).toThrow(
      /Unsupported/,
    );
  });

  it('keeps every subscription within the 2-second budget and Lambda limits', () => {
    for (const s of streamSubscriptions) {
      expect(s.maxBatchingWindowSeconds).toBeLessThanOrEqual(1);
      expect(s.batchSize).toBeGreaterThanOrEqual(1);
      expect(s.batchSize).toBeLessThanOrEqual(1000);
      expect(s.maxRecordAgeSeconds).toBeGreaterThanOrEqual(60);
      expect(s.filters.length).toBeGreaterThan(0);
    }
  });
});
