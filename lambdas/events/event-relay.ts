import type { DynamoDBStreamEvent } from 'aws-lambda';
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
 * it, and marked published. A failed publish fails the batch, which Lambda splits and retries, so
 * an event may be published twice: consumers claim each mail, as they must for EventBridge's own
 * retries. What the relay never sees (a crash, a stream record past its 24 hours) stays
 * unpublished and the outbox sweep publishes it.
 */
export const handler = eventHandler(
  { deps: eventRelayDeps },
  async (event: DynamoDBStreamEvent, { deps, context }): Promise<void> => {
    const log = invocationLogger(context);
    // The mapping's filter passes inserts of outbox items only (`eventRelayStream`); anything
    // else is ignored here too.
    const records = (event.Records ?? []).filter((r) => r.eventName === 'INSERT');
    await Promise.all(
      records.map(async (record) => {
        const item = newItemOf(record);
        const outboxed = item && fromOutboxItem(item);
        if (!outboxed) {
          log.error('Not an outbox event: skipped', { keys: record.dynamodb?.Keys });
          return;
        }
        await publishOutboxEvents(deps, outboxed, log);
        log.info('Event published', {
          detailType: outboxed.detailType,
          correlationId: outboxed.correlationId,
        });
      }),
    );
  },
);
