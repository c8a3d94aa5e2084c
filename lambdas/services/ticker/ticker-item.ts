import type { TTickerMessage } from '@contracts/ticker/ticker-message';
import { sortByDisplayOrder } from '@domain/ticker/order';
import type { Table, TableItem, TableKey } from '../../ports/table';

/**
 * How a ticker message is stored (DESIGN §4), in one place. All messages share the partition
 * `TICKER` (at most MAX_TICKER_MESSAGES of them), so the whole ticker is one query, and the live
 * channel streams every change of `PK = TICKER` to open landing pages: store messages nowhere else.
 */
export const TICKER_PK = 'TICKER';
const SK_PREFIX = 'MSG#';

export const tickerKey = (id: string): TableKey => ({ PK: TICKER_PK, SK: `${SK_PREFIX}${id}` });

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
  table: Pick<Table, 'query'>,
): Promise<StoredTickerMessage[]> {
  const items: TableItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.query({
      pk: TICKER_PK,
      sk: { beginsWith: SK_PREFIX },
      consistent: true,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return sortByDisplayOrder(items.map(fromTickerItem));
}
