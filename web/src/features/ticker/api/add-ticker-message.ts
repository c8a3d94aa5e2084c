import type { TAddTickerMessage, TTickerMessage } from '@contracts/ticker/ticker-message';
import { apiFetch } from '@/lib/api-client';
import { adminTickerKey } from './get-admin-ticker';

/** Adds an active message at the end of the order. */
export const addTickerMessage = (input: TAddTickerMessage) =>
  apiFetch<TTickerMessage>(adminTickerKey, { method: 'POST', body: input });
