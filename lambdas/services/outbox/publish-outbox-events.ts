import type { Logger } from '../../middleware/logger';
import { withCorrelationId } from '../../middleware/correlation';
import type { Clock } from '../../ports/clock';
import type { EventBus } from '../../ports/event-bus';
import { indexKeys } from '../../keys/table-schema';
import { ConditionFailed, type Table } from '../../ports/table';
import { publishedChanges, type OutboxEvents } from './outbox-item';

export interface PublishOutboxEventsDeps {
  events: EventBus;
  table: Pick<Table, 'update'>;
  clock: Clock;
}

/**
 * Publishes one outbox item's events under the correlation id of the request that wrote it, then marks
 * its item published (off the sweep's index, deleted a day later). A publish that fails throws,
 * for the caller's retry. A mark that fails is only logged: the sweep publishes the event again,
 * and every consumer claims what it does, so a second publish changes nothing.
 */
export async function publishOutboxEvents(
  deps: PublishOutboxEventsDeps,
  event: OutboxEvents,
  log?: Logger,
): Promise<void> {
  const publish = () =>
    Promise.all(event.details.map((detail) => deps.events.publish(event.detailType, detail)));
  await (event.correlationId ? withCorrelationId(event.correlationId, publish) : publish());
  try {
    await deps.table.update(event.key, publishedChanges(deps.clock.now()), {
      exists: true,
      ...(event.filedAs ? { equals: { [indexKeys('GSI1').sk]: event.filedAs } } : {}),
    });
  } catch (error) {
    // Gone already (a day-old item the table deleted while this publish ran, a consumer that
    // finished and deleted its own), or filed anew meanwhile by its consumer's lease.
    if (error instanceof ConditionFailed) return;
    log?.error('An outbox event was published but could not be marked so', {
      error,
      detailType: event.detailType,
    });
  }
}
