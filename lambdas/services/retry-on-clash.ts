import { isAppError } from '../errors';

/**
 * Runs `attempt` (read, decide, write) again when its write lost a race: a retryable clash, what
 * it read changed before its transaction committed. At most `attempts` runs in all; any other
 * error, or the last clash, goes to the caller.
 */
export async function retryOnClash<T>(attempts: number, attempt: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (isAppError(error) && error.retryable && run < attempts) continue;
      throw error;
    }
  }
}
