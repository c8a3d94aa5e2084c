import { tickerRoutes } from '@contracts/ticker/routes';
import { callApi } from '@/lib/call-api';

/** Saves the full new order (every id once); answers with the list as now stored. */
export async function reorderTicker(ids: string[]) {
  const data = await callApi(tickerRoutes.reorder, {
    body: { ids },
    schema: tickerRoutes.reorder.response,
  });
  return data.messages;
}
