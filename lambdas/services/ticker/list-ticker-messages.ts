import type { TTickerMessageList } from '@contracts/ticker/ticker-message';
import type { Table } from '../../ports/table';
import { loadTickerMessages, toTickerMessage } from './ticker-item';

/** The admin list: every message, active or not, by displayOrder. */
export async function listTickerMessages(deps: {
  table: Pick<Table, 'queryAll'>;
}): Promise<TTickerMessageList> {
  const all = await loadTickerMessages(deps.table);
  return { messages: all.map(toTickerMessage) };
}
