import useSWRInfinite from 'swr/infinite';
import { articleRoutes } from '@contracts/articles/routes';
import { apiFetch } from '@/lib/api-client';
import { articlesPageKey, articlesPagePath, type ArticlesPageKey } from '../lib/article-pages';

/** One page of published articles' teasers, newest first (public). */
export const getArticlesPage = (limit: number, cursor?: string | null) =>
  apiFetch(articlesPagePath(limit, cursor), {
    anonymous: true,
    schema: articleRoutes.listPublished.response,
  });

/**
 * The Insights list, a page at a time ("Load more"): each next page's key carries the previous
 * page's cursor. "Load more" fetches the next page only; coming back reloads the pages shown.
 */
export function useArticlePages(limit: number) {
  return useSWRInfinite(
    articlesPageKey(limit),
    ([, pageLimit, cursor]: ArticlesPageKey) => getArticlesPage(pageLimit, cursor),
    { revalidateOnMount: true, revalidateFirstPage: false },
  );
}
