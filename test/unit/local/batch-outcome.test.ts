import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { batchOutcome } from '../../../local/realtime/batch-outcome';

const batch: DynamoDBRecord[] = ['100', '200', '300'].map((SequenceNumber) => ({
  eventName: 'INSERT',
  dynamodb: { SequenceNumber },
}));
const failures = (...ids: unknown[]) => ({
  batchItemFailures: ids.map((itemIdentifier) => ({ itemIdentifier })),
});

describe('a stream consumer’s answer, read as Lambda reads it', () => {
  it('is success without an answer, or with an empty or null list', () => {
    for (const answer of [
      undefined,
      null,
      {},
      { batchItemFailures: [] },
      { batchItemFailures: null },
    ])
      expect(batchOutcome(batch, answer)).toEqual({ kind: 'done' });
  });

  it('retries from the lowest sequence number reported, whatever the order of the list', () => {
    expect(batchOutcome(batch, failures('200'))).toEqual({ kind: 'retry', from: 1 });
    expect(batchOutcome(batch, failures('300', '200'))).toEqual({ kind: 'retry', from: 1 });
    expect(batchOutcome(batch, failures('100'))).toEqual({ kind: 'retry', from: 0 });
  });

  it('fails the batch whole for an empty, null, misnamed or unknown identifier', () => {
    for (const answer of [
      failures(''),
      failures(null),
      failures('999'),
      failures('300', undefined),
      { batchItemFailures: [{ itemId: '200' }] },
      { batchItemFailures: 'all' },
    ])
      expect(batchOutcome(batch, answer)).toEqual({ kind: 'retry', from: 0 });
  });
});
