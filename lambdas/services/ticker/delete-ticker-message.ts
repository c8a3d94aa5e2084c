import { tickerMessages } from '@contracts/ticker/ticker-message';
import type { Table } from '../../ports/table';
import { tickerKey } from './ticker-item';

/** Removes a message; the others keep their order. An unknown id is a 404. */
export async function deleteTickerMessage(
  deps: { table: Pick<Table, 'deleteExisting'> },
  input: { id: string },
): Promise<void> {
  await deps.table.deleteExisting(tickerKey(input.id), tickerMessages.notFound);
}
