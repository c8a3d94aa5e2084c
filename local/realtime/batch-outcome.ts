import type { DynamoDBRecord } from 'aws-lambda';

/** What became of a batch, read from its consumer's answer as a stream mapping reads it. */
export type BatchOutcome =
  /** Every record handled: the position moves past the batch. */
  | { kind: 'done' }
  /** Records before `from` handled; the batch is retried from the record at `from`. */
  | { kind: 'retry'; from: number };

/**
 * Reads a stream consumer's answer as Lambda does for a mapping with `ReportBatchItemFailures`
 * (the CDK's `reportBatchItemFailures`). No answer, or an empty or null `batchItemFailures`, is
 * success. Failures reported by sequence number checkpoint at the lowest of them: the records
 * before it are done and the batch is retried from it. An item without a usable `itemIdentifier`
 * (empty, null, misnamed), or one naming no record of the batch, fails the batch whole. A consumer
 * that throws fails it whole too; that is the caller's catch, not an answer.
 */
export function batchOutcome(records: readonly DynamoDBRecord[], answer: unknown): BatchOutcome {
  const whole: BatchOutcome = { kind: 'retry', from: 0 };
  if (answer === null || typeof answer !== 'object') return { kind: 'done' };
  const failures = (answer as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return { kind: 'done' };
  if (!Array.isArray(failures)) return whole;
  if (failures.length === 0) return { kind: 'done' };
  let from = records.length;
  for (const failure of failures as unknown[]) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || id === '') return whole;
    const at = records.findIndex((r) => r.dynamodb?.SequenceNumber === id);
    if (at < 0) return whole;
    // Records arrive in sequence order: the lowest sequence number is the earliest record.
    from = Math.min(from, at);
  }
  return { kind: 'retry', from };
}
