import { apiFetch } from '@/lib/api-client';
import type { ArticleInput } from '../lib/article-form';
import { adminArticlesKey } from './get-admin-articles';

/** Saves every field of an existing article. */
export const updateArticle = (id: string, input: ArticleInput) =>
  apiFetch<unknown>(`${adminArticlesKey}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
