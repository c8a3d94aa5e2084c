import {
  MAX_TICKER_MESSAGES,
  TICKER_FULL,
  type TTickerMessage,
} from '@contracts/ticker/ticker-message';
import { placeNewMessage } from '@domain/ticker/order';
import { conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { loadTickerMessages, toTickerItem, toTickerMessage } from './ticker-item';

/**
 * A new active message after the last one (order max + 1, 0 when the ticker is empty); refused
 * with 409 when the ticker is full. `message` arrives trimmed and non-empty from the contract.
 */
export async function addTickerMessage(
  deps: { table: Pick<Table, 'queryAll' | 'create'>; clock: Clock; ids: IdGenerator },
  input: { message: string },
): Promise<TTickerMessage> {
  const current = await loadTickerMessages(deps.table);
  const placement = placeNewMessage(current, MAX_TICKER_MESSAGES);
  if (!placement.ok) throw conflict(TICKER_FULL);
  const stored = {
    id: deps.ids.newId(),
    message: input.message,
    displayOrder: placement.displayOrder,
    isActive: true,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.table.create(toTickerItem(stored), ID_TAKEN);
  return toTickerMessage(stored);
}
