import useSWR from 'swr';
import type { TPublicTickerMessage } from '@contracts/ticker/ticker-message';
import type { tickerRoutes } from '@contracts/ticker/routes';
import { routePath } from '@contracts/route';
import { apiFetch } from '@/lib/api-client';

/**
 * The ticker's chunk loads right after the landing page and stays small, so it loads no zod
 * (docs/decisions.md) and names its route by type only: the compiler holds this path to the
 * contract's.
 */
const listActive: Pick<typeof tickerRoutes.listActive, 'path'> = { path: '/api/ticker' };

export const tickerKey = listActive.path;

// Checked by hand, not with the zod contract (see above).
const isMessage = (m: unknown): m is TPublicTickerMessage =>
  typeof (m as TPublicTickerMessage | null)?.id === 'string' &&
  typeof (m as TPublicTickerMessage).message === 'string';

/**
 * The active ticker messages, in display order (public). With a change's `version` the address
 * is new to the edge's cache, so the list comes from after that change.
 */
export async function getTicker(version?: string): Promise<TPublicTickerMessage[]> {
  const path = routePath(listActive, {}, { v: version || undefined });
  const data = await apiFetch<{ messages?: unknown }>(path, { anonymous: true });
  return Array.isArray(data?.messages) ? data.messages.filter(isMessage) : [];
}

/** The landing ticker's messages; a failed load simply shows no ticker. */
export function useTicker() {
  return useSWR(tickerKey, () => getTicker());
}
