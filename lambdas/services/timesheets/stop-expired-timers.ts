import { MAX_TIMER_MINUTES } from '@domain/timesheets/timer';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { DUE_BATCH, summarizeSweep } from '../sweep';
import { stopExpired } from './get-timer';
import {
  timerKey,
  timerRegistryKey,
  timersStartedByQuery,
  type TimerItem,
  type TimerRegistryItem,
} from './timer-item';

export const TIMER_EXPIRY_SUMMARY = 'Timer expiry finished';

export interface TimerExpiryResult {
  /** Timers stopped into an entry at their 24 hours. */
  stopped: number;
  /** Registry entries with no timer of theirs left (stopped meanwhile, page deleted). */
  dropped: number;
}

/**
 * The hourly timer expiry: every timer that has run 24 hours or more is stopped at its 24 hours
 * as its owner's stop would (`stop-timer.ts`), found with one Query of the registry, oldest
 * first. A failure leaves the rest for the next run.
 */
export async function stopExpiredTimers(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'queryAll' | 'transaction' | 'delete'>;
    clock: Clock;
    ids: IdGenerator;
  },
  input: { log?: Logger } = {},
): Promise<TimerExpiryResult> {
  const startedBy = new Date(deps.clock.now().getTime() - MAX_TIMER_MINUTES * 60_000);
  const { items } = await deps.table.query<TimerRegistryItem>(
    timersStartedByQuery(startedBy, DUE_BATCH),
  );
  const result: TimerExpiryResult = { stopped: 0, dropped: 0 };
  for (const entry of items) {
    const timer = await deps.table.get<TimerItem>(timerKey(entry.sub), { consistent: true });
    if (timer?.startedAt === entry.startedAt && (await stopExpired(deps, timer))) {
      result.stopped += 1;
    } else {
      await deps.table.delete(timerRegistryKey(entry));
      result.dropped += 1;
    }
  }
  return summarizeSweep(input.log, TIMER_EXPIRY_SUMMARY, result, {
    worked: result.stopped + result.dropped > 0,
  });
}
