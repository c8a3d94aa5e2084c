import { ZTickerMessageList, type TReorderTicker } from '@contracts/ticker/ticker-message';
import { apiFetch } from '@/lib/api-client';
import { adminTickerKey } from './get-admin-ticker';

/** Saves the full new order (every id once); answers with the list as now stored. */
export async function reorderTicker(ids: string[]) {
  const data = await apiFetch(`${adminTickerKey}/order`, {
    method: 'PUT',
    body: { ids } satisfies TReorderTicker,
    schema: ZTickerMessageList,
  });
  return data.messages;
}
