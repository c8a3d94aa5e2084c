import { tickerMessages, type TTickerMessage } from '@contracts/ticker/ticker-message';
import type { Table } from '../../ports/table';
import { fromTickerItem, tickerKey, toTickerMessage } from './ticker-item';

/** The Active switch. An unknown id is a 404 and creates nothing. */
export async function setTickerMessageActive(
  deps: { table: Pick<Table, 'updateExisting'> },
  input: { id: string; isActive: boolean },
): Promise<TTickerMessage> {
  const item = await deps.table.updateExisting(
    tickerKey(input.id),
    { set: { isActive: input.isActive } },
    { notFound: tickerMessages.notFound },
  );
  return toTickerMessage(fromTickerItem(item));
}
