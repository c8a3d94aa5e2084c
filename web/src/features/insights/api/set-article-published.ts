import type { TSetArticlePublished } from '@contracts/articles/save-article';
import { apiFetch } from '@/lib/api-client';
import { adminArticlesKey } from './get-admin-articles';

/** Publish or Unpublish; the first publish sets the publish date. */
export const setArticlePublished = (id: string, isPublished: boolean) =>
  apiFetch<unknown>(`${adminArticlesKey}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isPublished } satisfies TSetArticlePublished,
  });
