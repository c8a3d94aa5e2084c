import type { TAddTickerMessage } from '@contracts/ticker/ticker-message';
import { tickerRoutes } from '@contracts/ticker/routes';
import { callApi } from '@/lib/call-api';

/** Adds an active message at the end of the order. */
export const addTickerMessage = (input: TAddTickerMessage) =>
  callApi(tickerRoutes.add, { body: input });
