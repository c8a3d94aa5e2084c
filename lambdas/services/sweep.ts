import type { Logger } from '../middleware/logger';
import type { Table } from '../ports/table';

/**
 * What the scheduled sweeps share: a batch of the entries due by now, and one summary line a run.
 * Sweeps run often (every minute to every hour, locally every few seconds), so an idle run logs at
 * debug only.
 */

/** Entries a sweep handles per run; the next run goes on where this one stopped. */
export const DUE_BATCH = 100;

/**
 * The first `DUE_BATCH` entries of a due list (one partition sorted by the time each is due),
 * oldest first: those due before `before` (an ISO time).
 */
export async function dueEntries<T extends Record<string, unknown>>(
  table: Pick<Table, 'query'>,
  partition: string,
  before: string,
): Promise<T[]> {
  const { items } = await table.query<T>({
    pk: partition,
    sk: { lt: before },
    limit: DUE_BATCH,
    consistent: true,
  });
  return items;
}

/**
 * Logs a run's counts under its summary line and hands them back: at `level` when the run found
 * work (`worked`), else at debug.
 */
export function summarizeSweep<R extends object>(
  log: Logger | undefined,
  summary: string,
  result: R,
  { worked, level = 'info' }: { worked: boolean; level?: 'info' | 'warn' },
): R {
  const counts: Record<string, unknown> = Object.fromEntries(Object.entries(result));
  if (worked) log?.[level](summary, counts);
  else log?.debug(summary, counts);
  return result;
}
