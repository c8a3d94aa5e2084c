import { apiFetch } from '@/lib/api-client';
import { connectionsKey } from './get-connections';

export const deleteConnection = (calendarId: string, connectionId: string) =>
  apiFetch<unknown>(`${connectionsKey(calendarId)}/${encodeURIComponent(connectionId)}`, {
    method: 'DELETE',
  });
