import { apiFetch } from '@/lib/api-client';
import { documentKey } from './get-document';

export const deleteDocument = (id: string) =>
  apiFetch<unknown>(documentKey(id), { method: 'DELETE' });
