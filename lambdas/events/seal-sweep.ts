import type { ScheduledEvent } from 'aws-lambda';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { sweepUnsealed, type SweepResult } from '../services/documents/seal/sweep-unsealed';
import { sealDeps } from './seal-deps';

/**
 * Every 5 minutes (`schedules.ts`): seals each fully signed document still unsealed 5 minutes
 * after its last signature. Its summary line is the metric the deployed alarm watches.
 */
export const handler = eventHandler(
  { deps: sealDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<SweepResult> => {
    const log = invocationLogger(context, event);
    return sweepUnsealed(deps, { log });
  },
);
