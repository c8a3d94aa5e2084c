import type { TTickerMessage } from '@contracts/ticker/ticker-message';
import { sortByDisplayOrder } from '@domain/ticker/order';
import { tickerMessageKeys } from '../../keys/ticker';
import type { Table, TableItem, TableKey } from '../../ports/table';

/**
 * How a ticker message is stored, in one place (keys: `lambdas/keys/ticker.ts`). At most
 * MAX_TICKER_MESSAGES share one partition, so the whole ticker is one query.
 */
export const tickerKey = (id: string): TableKey => tickerMessageKeys.key({ id });

export interface TickerItem extends TableItem {
  id: string;
  message: string;
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
}

/** A message as stored, with `createdAt` for ties between equal orders. */
export type StoredTickerMessage = TTickerMessage & { createdAt: string };

export function toTickerItem(message: StoredTickerMessage): TickerItem {
  return { ...tickerKey(message.id), ...message };
}

export function fromTickerItem(item: TableItem): StoredTickerMessage {
  return {
    id: String(item.id),
    message: String(item.message ?? ''),
    displayOrder: typeof item.displayOrder === 'number' ? item.displayOrder : 0,
    isActive: item.isActive === true,
    createdAt: String(item.createdAt ?? ''),
  };
}

/** The contract shape (no `createdAt`). */
export const toTickerMessage = ({
  id,
  message,
  displayOrder,
  isActive,
}: StoredTickerMessage): TTickerMessage => ({ id, message, displayOrder, isActive });

/**
 * Every message, by displayOrder. Strongly consistent reads: writers check what is stored (the
 * count, the current set of ids), and landing pages refetch right after a change is pushed.
 */
export async function loadTickerMessages(
  table: Pick<Table, 'queryAll'>,
): Promise<StoredTickerMessage[]> {
  const items = await table.queryAll({ ...tickerMessageKeys.inPartition({}), consistent: true });
  return sortByDisplayOrder(items.map(fromTickerItem));
}
