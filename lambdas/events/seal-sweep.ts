import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { eventsPort } from '../deps/events';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { sweepUnsealed, type SweepResult } from '../services/documents/seal/sweep-unsealed';

/** What the seal sweep reaches: the seal queue and the documents' state, the bus and the clock. */
export const sealSweepDeps = defineDeps({ table: tablePort, events: eventsPort, clock: clockPort });

/**
 * Every 5 minutes (`schedules.ts`): hands each fully signed document still unsealed 5 minutes
 * after its last signature to its own sealing run (`document-seal`), and parks one that kept
 * failing. Its summary line is the metric the deployed alarm watches.
 */
export const handler = eventHandler(
  { deps: sealSweepDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<SweepResult> => {
    const log = invocationLogger(context, event);
    return sweepUnsealed(deps, { log });
  },
);
