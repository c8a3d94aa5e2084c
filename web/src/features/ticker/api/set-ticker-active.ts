import { apiFetch } from '@/lib/api-client';
import { adminTickerKey } from './get-admin-ticker';

/** Shows (active) or hides a message on the landing page. */
export const setTickerActive = (id: string, isActive: boolean) =>
  apiFetch<unknown>(`${adminTickerKey}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isActive },
  });
