import type { Table } from '../../ports/table';
import { removeTimer, runningTimer } from './stop-timer';

/** Throws the caller's running timer away: nothing is logged. 404 when none runs. */
export async function discardTimer(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  input: { sub: string },
): Promise<void> {
  const timer = await runningTimer(deps.table, input.sub);
  await removeTimer(deps.table.transaction(), timer).commit();
}
