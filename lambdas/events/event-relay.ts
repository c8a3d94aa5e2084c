import type { DynamoDBStreamEvent } from 'aws-lambda';
import { newItemOf } from '../adapters/dynamodb/stream-image';
import { defineDeps } from '../deps/define-deps';
import { eventsPort } from '../deps/events';
import { withCorrelationId } from '../middleware/correlation';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { fromOutboxItem } from '../services/outbox/outbox-item';
import { matchesAnyFilter } from './stream-filter';
import { eventRelayStream } from './stream-subscriptions';

/** What the relay may reach: the bus, nothing else (the stream brings the items). */
export const eventRelayDeps = defineDeps({ events: eventsPort });

/**
 * The outbox's relay: each event written to the outbox in a committed transaction reaches the
 * stream as an insert and is published here, under the correlation id of the request that wrote
 * it. A failed publish fails the batch, which Lambda splits and retries, so an event may be
 * published twice: consumers claim each mail, as they must for EventBridge's own retries.
 */
export const handler = eventHandler(
  { deps: eventRelayDeps },
  async (event: DynamoDBStreamEvent, { deps, context }): Promise<void> => {
    const log = invocationLogger(context);
    const { events } = deps;
    const records = (event.Records ?? []).filter((r) =>
      matchesAnyFilter(r, eventRelayStream.filters),
    );
    await Promise.all(
      records.map(async (record) => {
        const item = newItemOf(record);
        const outboxed = item && fromOutboxItem(item);
        if (!outboxed) {
          log.error('Not an outbox event: skipped', { keys: record.dynamodb?.Keys });
          return;
        }
        const publish = () => events.publish(outboxed.detailType, outboxed.detail);
        await (outboxed.correlationId
          ? withCorrelationId(outboxed.correlationId, publish)
          : publish());
        log.info('Event published', {
          detailType: outboxed.detailType,
          correlationId: outboxed.correlationId,
        });
      }),
    );
  },
);
