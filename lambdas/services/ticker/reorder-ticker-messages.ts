import { tickerMessages, type TTickerMessageList } from '@contracts/ticker/ticker-message';
import { planReorder, sortByDisplayOrder } from '@domain/ticker/order';
import { conflict } from '../../errors';
import type { Table } from '../../ports/table';
import { loadTickerMessages, tickerKey, toTickerMessage } from './ticker-item';

/**
 * Move up / move down: the client sends the full new order of ids. It must be exactly the current
 * set; then EVERY message's displayOrder becomes its list position (0..n-1), in one transaction
 * whose items each require the message to still exist: all rewritten, or none.
 */
export async function reorderTickerMessages(
  deps: { table: Pick<Table, 'queryAll' | 'transaction'> },
  input: { ids: string[] },
): Promise<TTickerMessageList> {
  const current = await loadTickerMessages(deps.table);
  const positions = planReorder(
    current.map((m) => m.id),
    input.ids,
  );
  if (!positions) throw conflict(tickerMessages.changed);
  // Each update requires its message to still exist: if one was deleted meanwhile, nothing is
  // rewritten and the caller hears that the ticker changed.
  const changed = conflict(tickerMessages.changed);
  const transaction = deps.table.transaction();
  for (const { id, displayOrder } of positions)
    transaction.update(tickerKey(id), { set: { displayOrder } }, changed);
  await transaction.commit();
  const orderOf = new Map(positions.map((p) => [p.id, p.displayOrder]));
  const reordered = current.map((m) => ({
    ...m,
    displayOrder: orderOf.get(m.id) ?? m.displayOrder,
  }));
  return { messages: sortByDisplayOrder(reordered).map(toTickerMessage) };
}
