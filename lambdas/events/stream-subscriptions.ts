import { tableDef } from '../keys/table-schema';
import { meetingKeys } from '../keys/meeting';
import { outboxKeys } from '../keys/outbox';
import { timesheetEntryKeys } from '../keys/timesheet-entry';
import { tickerMessageKeys } from '../keys/ticker';
import type { FilterPattern } from './stream-filter';

/**
 * Consumers of the single table's stream. The Realtime stack turns each entry into an event source
 * mapping on the table stream (with these filters and limits); the local change feed polls
 * DynamoDB Local's stream and delivers to the same modules with the same filters.
 */
export interface StreamSubscription {
  /** File name under `lambdas/events/`, exporting `handler`. */
  consumer: string;
  /** Records matching none of them never reach the consumer (Lambda ORs them). */
  filters: readonly FilterPattern[];
  /** Records per invocation at most. */
  batchSize: number;
  /** How long Lambda may wait to fill a batch; 0 = invoke as soon as records arrive. */
  maxBatchingWindowSeconds: number;
  /**
   * Retries of a failed batch: from the first record the consumer reported failed, or whole (and
   * split in two) when it threw.
   */
  retryAttempts: number;
  /** Records older than this are dropped rather than retried. */
  maxRecordAgeSeconds: number;
}

/**
 * Any insert, change or removal of a ticker message. Connection items, articles and everything
 * else in the table never invoke the consumer.
 */
export const tickerStream: StreamSubscription = {
  consumer: 'ticker-stream',
  filters: [
    { dynamodb: { Keys: { [tableDef.partitionKey]: { S: [tickerMessageKeys.pk.template] } } } },
  ],
  // One reorder rewrites up to 50 messages in a transaction: one batch, one push.
  batchSize: 100,
  // Open pages must see a change within 2 s: no waiting to fill batches.
  maxBatchingWindowSeconds: 0,
  retryAttempts: 2,
  // A "ticker changed" push older than a minute is worthless: pages refetch when they reconnect.
  maxRecordAgeSeconds: 60,
};

/**
 * Each new outbox item (`lambdas/keys/outbox.ts`): an event whose transaction has committed, to be
 * published on the bus. Its removal a day later, and every other item, never invoke the relay.
 */
export const eventRelayStream: StreamSubscription = {
  consumer: 'event-relay',
  filters: [
    {
      eventName: ['INSERT'],
      dynamodb: { Keys: { [tableDef.sortKey]: { S: [outboxKeys.sk.template] } } },
    },
  ],
  // PutEvents takes ten entries; a booking's mails should not wait for a batch to fill.
  batchSize: 10,
  maxBatchingWindowSeconds: 0,
  // An event is worth retrying for as long as the outbox keeps it.
  retryAttempts: 10,
  maxRecordAgeSeconds: 24 * 60 * 60,
};

/**
 * Every change of a time entry or a meeting (their sort keys' fixed prefixes): the time an
 * engagement's budget counts, checked against its 75, 90 and 100 % alerts. Refs, day sums and
 * everything else never invoke the consumer.
 */
export const budgetAlertsStream: StreamSubscription = {
  consumer: 'budget-alerts',
  filters: [timesheetEntryKeys.sk.prefix, meetingKeys.sk.prefix].map((prefix) => ({
    dynamodb: { Keys: { [tableDef.sortKey]: { S: [{ prefix }] } } },
  })),
  // A timesheet's bulk change is one batch: one budget read per page it touched.
  batchSize: 100,
  maxBatchingWindowSeconds: 1,
  retryAttempts: 5,
  // An alert a day late still tells the consultant; older than that, the next change re-checks.
  maxRecordAgeSeconds: 24 * 60 * 60,
};

/** Consumers that push to open pages: the Realtime stack's. */
export const pushStreams: readonly StreamSubscription[] = [tickerStream];
/** Consumers of the Events stack: the outbox's relay to the bus, and the budget alerts. */
export const relayStreams: readonly StreamSubscription[] = [eventRelayStream, budgetAlertsStream];
export const streamSubscriptions: readonly StreamSubscription[] = [...pushStreams, ...relayStreams];
