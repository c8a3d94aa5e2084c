import { apiFetch } from '@/lib/api-client';
import { adminArticlesKey } from './get-admin-articles';

export const deleteArticle = (id: string) =>
  apiFetch<unknown>(`${adminArticlesKey}/${encodeURIComponent(id)}`, { method: 'DELETE' });
