import type { AppError } from '../errors';
import type { Table, TableItem, TableKey, TransactionBuilder } from '../ports/table';

/** A count kept in the table for one subject and window, removed by the table's TTL after. */
export interface CounterItem extends TableItem {
  count: number;
  ttl: number;
}

/** A counter as read: its count (0 when there is none yet) and whether it exists. */
export interface CounterRead {
  key: TableKey;
  count: number;
  stored: boolean;
}

/** The counter at `key`, read strongly consistent. */
export async function readCounter(table: Pick<Table, 'get'>, key: TableKey): Promise<CounterRead> {
  const stored = await table.get<CounterItem>(key, { consistent: true });
  return { key, count: Number(stored?.count ?? 0), stored: stored !== undefined };
}

/**
 * Adds `add` to the counter inside `tx`, on condition that it still holds the count read: a
 * caller that checked the read count against its limit can never take the counter past it, and
 * of two requests racing for the last place the loser fails with `moved` (a retryable clash).
 */
export function addToCounter(
  tx: TransactionBuilder,
  counter: CounterRead & { ttl: number },
  add: number,
  moved: AppError,
): void {
  if (counter.stored) {
    tx.update(counter.key, { add: { count: add } }, moved, { count: counter.count });
  } else {
    tx.create({ ...counter.key, count: add, ttl: counter.ttl }, moved);
  }
}
