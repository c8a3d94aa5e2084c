import {
  MAX_TICKER_MESSAGES,
  tickerMessages,
  type TTickerMessage,
} from '@contracts/ticker/ticker-message';
import { placeNewMessage } from '@domain/ticker/order';
import { AppError, concurrentWrite, conflict, ID_TAKEN, isAppError } from '../../errors';
import { tickerLockKeys } from '../../keys/ticker';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TableItem } from '../../ports/table';
import { loadTickerMessages, toTickerItem, toTickerMessage } from './ticker-item';

const ATTEMPTS = 5;
const LOCK_MOVED = new AppError('conflict', 'The ticker changed while adding');

/**
 * A new active message after the last one (order max + 1, 0 when the ticker is empty); refused
 * with 409 when the ticker is full. The count holds under concurrent adds: each add moves the
 * ticker's add lock (`TICKERLOCK`) from the version it read, in the same transaction as the new
 * message, so of two adds that counted the same messages one commits and the other counts again.
 * `message` arrives trimmed and non-empty from the contract.
 */
export async function addTickerMessage(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { message: string },
): Promise<TTickerMessage> {
  const lockKey = tickerLockKeys.key({});
  for (let attempt = 1; ; attempt += 1) {
    const lock = await deps.table.get<TableItem & { version: number }>(lockKey, {
      consistent: true,
    });
    const current = await loadTickerMessages(deps.table);
    const placement = placeNewMessage(current, MAX_TICKER_MESSAGES);
    if (!placement.ok) throw conflict(tickerMessages.full);
    const stored = {
      id: deps.ids.newId(),
      message: input.message,
      displayOrder: placement.displayOrder,
      isActive: true,
      createdAt: deps.clock.now().toISOString(),
    };
    const tx = deps.table.transaction().create(toTickerItem(stored), conflict(ID_TAKEN));
    if (lock)
      tx.update(lockKey, { set: { version: lock.version + 1 } }, LOCK_MOVED, {
        version: lock.version,
      });
    else tx.create({ ...lockKey, version: 1 }, LOCK_MOVED);
    try {
      await tx.commit();
      return toTickerMessage(stored);
    } catch (error) {
      const clash = error === LOCK_MOVED || (isAppError(error) && error.retryable);
      if (!clash) throw error;
      if (attempt >= ATTEMPTS) throw concurrentWrite();
      // Spread the retries of adds that clashed, so they do not meet again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
