import { TICKER_MESSAGE_NOT_FOUND, type TTickerMessage } from '@contracts/ticker/ticker-message';
import { isConditionalCheckFailure, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { fromTickerItem, tickerKey, toTickerMessage } from './ticker-item';

/** The Active switch. An unknown id is a 404 and creates nothing. */
export async function setTickerMessageActive(
  deps: { table: Pick<Table, 'update'> },
  input: { id: string; isActive: boolean },
): Promise<TTickerMessage> {
  try {
    const item = await deps.table.update(tickerKey(input.id), {
      update: 'SET #isActive = :isActive',
      condition: 'attribute_exists(PK)',
      names: { '#isActive': 'isActive' },
      values: { ':isActive': input.isActive },
    });
    return toTickerMessage(fromTickerItem(item));
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw notFound(TICKER_MESSAGE_NOT_FOUND);
    throw error;
  }
}
