import { apiFetch } from '@/lib/api-client';
import { adminTickerKey } from './get-admin-ticker';

export const deleteTickerMessage = (id: string) =>
  apiFetch<unknown>(`${adminTickerKey}/${encodeURIComponent(id)}`, { method: 'DELETE' });
