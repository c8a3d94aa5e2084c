import useSWR from 'swr';
import type { TPublicTickerMessage } from '@contracts/ticker/ticker-message';
import { apiFetch } from '@/lib/api-client';

export const tickerKey = '/api/ticker';

// Checked by hand, not with the zod contract: the ticker's chunk loads right after the landing page
// and stays small (docs/decisions.md).
const isMessage = (m: unknown): m is TPublicTickerMessage =>
  typeof (m as TPublicTickerMessage | null)?.id === 'string' &&
  typeof (m as TPublicTickerMessage).message === 'string';

/**
 * The active ticker messages, in display order (public). With a change's `version` the address
 * is new to the edge's cache, so the list comes from after that change.
 */
export async function getTicker(version?: string): Promise<TPublicTickerMessage[]> {
  const path = version ? `${tickerKey}?v=${encodeURIComponent(version)}` : tickerKey;
  const data = await apiFetch<{ messages?: unknown }>(path, { anonymous: true });
  return Array.isArray(data?.messages) ? data.messages.filter(isMessage) : [];
}

/** The landing ticker's messages; a failed load simply shows no ticker. */
export function useTicker() {
  return useSWR(tickerKey, () => getTicker());
}
