import type { ScheduledEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { idsPort } from '../deps/ids';
import { tablePort } from '../deps/table';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import {
  stopExpiredTimers,
  type TimerExpiryResult,
} from '../services/timesheets/stop-expired-timers';

/** What the timer expiry reaches: the timers, their pages and the entries they become. */
export const timerExpiryDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
});

/** Every hour (`schedules.ts`): stops each timer that has run 24 hours into its entry. */
export const handler = eventHandler(
  { deps: timerExpiryDeps },
  async (event: ScheduledEvent | undefined, { deps, context }): Promise<TimerExpiryResult> =>
    stopExpiredTimers(deps, { log: invocationLogger(context, event) }),
);
