import useSWR from 'swr';
import { articleRoutes } from '@contracts/articles/routes';
import { callApi } from '@/lib/call-api';
import { routePath } from '@contracts/route';

export const articleKey = (id: string) => routePath(articleRoutes.getPublished, { id });

/** One published article (public); a missing or unpublished one is a 404. */
export const getArticle = (id: string) =>
  callApi(articleRoutes.getPublished, {
    params: { id },
    schema: articleRoutes.getPublished.response,
  });

export function useArticle(id: string | undefined) {
  return useSWR(id ? articleKey(id) : null, () => getArticle(id!));
}
