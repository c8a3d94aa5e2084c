import { TICKER_MESSAGE_NOT_FOUND } from '@contracts/ticker/ticker-message';
import { isConditionalCheckFailure, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { tickerKey } from './ticker-item';

/** Removes a message; the others keep their order. An unknown id is a 404. */
export async function deleteTickerMessage(
  deps: { table: Pick<Table, 'delete'> },
  input: { id: string },
): Promise<void> {
  try {
    await deps.table.delete(tickerKey(input.id), { condition: 'attribute_exists(PK)' });
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw notFound(TICKER_MESSAGE_NOT_FOUND);
    throw error;
  }
}
