import type { AppError } from '../../errors';
import { lostRace, pauseBeforeRetry } from './owner-schedule';

/**
 * Runs one read-check-write of the owner's schedule until it commits. Each try reads what it
 * changes (the meeting, the day locks) and writes on condition that nothing of it moved; a try
 * that lost such a race (one of `retryOn`, or a clash with a concurrent transaction) reads again
 * after a short random wait, up to `attempts` tries. Any other answer is final.
 */
export async function writeSchedule<T>(
  options: { retryOn: readonly AppError[]; attempts: number },
  attempt: () => Promise<T>,
): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      const lost = options.retryOn.some((moved) => lostRace(error, moved));
      if (!lost || n >= options.attempts) throw error;
      await pauseBeforeRetry(n);
    }
  }
}
