import useSWR from 'swr';
import { ZPublicArticle } from '@contracts/articles/article';
import { apiFetch } from '@/lib/api-client';

export const articleKey = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

/** One published article (public); a missing or unpublished one is a 404. */
export const getArticle = (id: string) =>
  apiFetch(articleKey(id), { anonymous: true, schema: ZPublicArticle });

export function useArticle(id: string | undefined) {
  return useSWR(id ? articleKey(id) : null, () => getArticle(id!));
}
