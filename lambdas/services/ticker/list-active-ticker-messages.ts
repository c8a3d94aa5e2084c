import type { TPublicTickerMessageList } from '@contracts/ticker/ticker-message';
import type { Table } from '../../ports/table';
import { loadTickerMessages } from './ticker-item';

/** The landing page's ticker: active messages only, by displayOrder, without internal fields. */
export async function listActiveTickerMessages(deps: {
  table: Pick<Table, 'queryAll'>;
}): Promise<TPublicTickerMessageList> {
  const all = await loadTickerMessages(deps.table);
  return {
    messages: all
      .filter((m) => m.isActive)
      .map(({ id, message, displayOrder }) => ({ id, message, displayOrder })),
  };
}
