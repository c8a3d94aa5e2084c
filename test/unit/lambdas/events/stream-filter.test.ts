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

  it('lets a string through by its prefix, as Lambda’s prefix rule does', () => {
    const pattern = { dynamodb: { Keys: { SK: { S: [{ prefix: 'TS#' }, 'X'] } } } };
    const sk = (value: unknown) => ({ dynamodb: { Keys: { SK: value } } });
    expect(matchesFilter(sk({ S: 'TS#2030-01-01' }), pattern)).toBe(true);
    expect(matchesFilter(sk({ S: 'X' }), pattern)).toBe(true);
    for (const other of [{ S: 'TSID#1' }, { S: 'ts#1' }, { S: 'XTS#' }, { N: 'TS#1' }, undefined])
      expect(matchesFilter(sk(other), pattern)).toBe(false);
  });

  it('refuses operators it does not implement instead of guessing', () => {
    expect(() => matchesFilter({ a: 'x' }, { a: [{ 'anything-but': 'x' }] as never })).toThrow(
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
