import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { eventsPort } from '../deps/events';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { sweepOutbox, type OutboxSweepResult } from '../services/outbox/sweep-outbox';

/** What the outbox sweep reaches: the unpublished outbox events, the bus and the clock. */
export const outboxSweepDeps = defineDeps({
  table: tablePort,
  events: eventsPort,
  clock: clockPort,
});

/**
 * Every 2 minutes (`schedules.ts`): publishes each outbox event its relay has not published
 * 3 minutes after its change committed. Its summary line is the metric the deployed alarm watches.
 */
export const handler = eventHandler(
  { deps: outboxSweepDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<OutboxSweepResult> => {
    const log = invocationLogger(context, event);
    return sweepOutbox(deps, { log });
  },
);
