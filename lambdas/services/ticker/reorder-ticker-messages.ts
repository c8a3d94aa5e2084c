import { TICKER_CHANGED, type TTickerMessageList } from '@contracts/ticker/ticker-message';
import { planReorder, sortByDisplayOrder } from '@domain/ticker/order';
import { conflict, isConditionalCheckFailure } from '../../errors';
import type { Table } from '../../ports/table';
import { loadTickerMessages, tickerKey, toTickerMessage } from './ticker-item';

/**
 * Move up / move down: the client sends the full new order of ids. It must be exactly the current
 * set; then EVERY message's displayOrder becomes its list position (0..n-1), in one transaction
 * whose items each require the message to still exist: all rewritten, or none.
 */
export async function reorderTickerMessages(
  deps: { table: Pick<Table, 'query' | 'transactWrite'> },
  input: { ids: string[] },
): Promise<TTickerMessageList> {
  const current = await loadTickerMessages(deps.table);
  const positions = planReorder(
    current.map((m) => m.id),
    input.ids,
  );
  if (!positions) throw conflict(TICKER_CHANGED);
  try {
    await deps.table.transactWrite(
      positions.map(({ id, displayOrder }) => ({
        op: 'update' as const,
        key: tickerKey(id),
        update: 'SET #displayOrder = :displayOrder',
        condition: 'attribute_exists(PK)',
        names: { '#displayOrder': 'displayOrder' },
        values: { ':displayOrder': displayOrder },
      })),
    );
  } catch (error) {
    // A message was deleted between the read and the write: nothing was rewritten.
    if (isConditionalCheckFailure(error)) throw conflict(TICKER_CHANGED);
    throw error;
  }
  const orderOf = new Map(positions.map((p) => [p.id, p.displayOrder]));
  const reordered = current.map((m) => ({
    ...m,
    displayOrder: orderOf.get(m.id) ?? m.displayOrder,
  }));
  return { messages: sortByDisplayOrder(reordered).map(toTickerMessage) };
}
