import { apiFetch } from '@/lib/api-client';
import type { ArticleInput } from '../lib/article-form';
import { adminArticlesKey } from './get-admin-articles';

/**
 * Saves every field of an existing article, as of the version the editor loaded: the API refuses
 * (409) a save over someone else's newer change.
 */
export const updateArticle = (id: string, input: ArticleInput, expectedUpdatedAt: string) =>
  apiFetch<unknown>(`${adminArticlesKey}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...input, expectedUpdatedAt },
  });
