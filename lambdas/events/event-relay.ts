import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { newItemOf } from '../adapters/dynamodb/stream-image';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { eventsPort } from '../deps/events';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { fromOutboxItem } from '../services/outbox/outbox-item';
import { publishOutboxEvents } from '../services/outbox/publish-outbox-events';

/** What the relay may reach: the bus, and the outbox items to mark published. */
export const eventRelayDeps = defineDeps({
  events: eventsPort,
  table: tablePort,
  clock: clockPort,
});

/**
 * The outbox's relay: each event written to the outbox in a committed transaction reaches the
 * stream as an insert and is published here, under the correlation id of the request that wrote
 * it, and marked published. Each record is published on its own; the answer names the records
 * whose publish failed (`batchItemFailures`), and Lambda retries the batch from the first of them,
 * so the records before it are not published again. A batch whose every publish failed throws,
 * and is split and retried. A retried record may still be published twice (a record after a
 * failed one, a mark that failed): consumers claim each mail, as they must for EventBridge's own
 * retries. What the relay never sees (a crash, a stream record past its 24 hours) stays
 * unpublished and the outbox sweep publishes it.
 */
export const handler = eventHandler(
  { deps: eventRelayDeps },
  async (event: DynamoDBStreamEvent, { deps, context }): Promise<DynamoDBBatchResponse> => {
    const log = invocationLogger(context);
    const publish = async (record: DynamoDBRecord): Promise<void> => {
      // The mapping's filter passes inserts of outbox items only (`eventRelayStream`); anything
      // else is ignored here too.
      if (record.eventName !== 'INSERT') return;
      const item = newItemOf(record);
      const outboxed = item && fromOutboxItem(item);
      if (!outboxed) {
        log.error('Not an outbox event: skipped', { keys: record.dynamodb?.Keys });
        return;
      }
      const { detailType, correlationId } = outboxed;
      try {
        await publishOutboxEvents(deps, outboxed, log);
      } catch (error) {
        log.error('Event not published: its record is retried', {
          detailType,
          correlationId,
          sequenceNumber: record.dynamodb?.SequenceNumber,
          error: error as Error,
        });
        throw error;
      }
      log.info('Event published', { detailType, correlationId });
    };
    // A processor per batch: it keeps the batch's results, and one module may serve batches at
    // once locally.
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    return processPartialResponse(event, publish, processor, context ? { context } : undefined);
  },
);
