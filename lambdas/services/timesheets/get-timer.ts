import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimerState } from '@contracts/timesheets/timer';
import { timerExpired, timerLimitOf } from '@domain/timesheets/timer';
import { isAppError } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { stopTimer } from './stop-timer';
import { fromTimerItem, timerKey, type TimerItem } from './timer-item';

type TimerDeps = {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
};

/**
 * The person's timer as the timesheet page shows it. A timer that has run its 24 hours is
 * stopped first, its entry ending at the 24 hours, and that entry is answered in `stopped`, so
 * the page can say so even when the hourly expiry has not come round yet.
 */
export async function getTimer(deps: TimerDeps, input: { sub: string }): Promise<TTimerState> {
  const timer = await deps.table.get<TimerItem>(timerKey(input.sub), { consistent: true });
  if (!timer) return { timer: null, stopped: null };
  if (!timerExpired(new Date(timer.startedAt), deps.clock.now()))
    return { timer: fromTimerItem(timer), stopped: null };
  return { timer: null, stopped: await stopExpired(deps, timer) };
}

/**
 * Stops a timer past its 24 hours at its 24 hours. Null when there was nothing to stop after all:
 * another stop came first, or its page is gone (and the timer with it).
 */
export async function stopExpired(deps: TimerDeps, timer: TimerItem): Promise<TTimeEntry | null> {
  try {
    const stoppedAt = timerLimitOf(new Date(timer.startedAt));
    return (await stopTimer(deps, { sub: timer.sub, stoppedAt, timer })).entry;
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return null;
    throw error;
  }
}
