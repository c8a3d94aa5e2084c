import useSWR from 'swr';
import { articleRoutes } from '@contracts/articles/routes';
import { toast } from '@/lib/toast';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';

/** The admin list's SWR key: saving, publishing or deleting an article revalidates it. */
export const adminArticlesKey = articleRoutes.list.path;

/**
 * Every article, drafts included (never-published drafts first, then newest first; admin), a
 * page of summaries at a time.
 */
export const getAdminArticles = () =>
  fetchAllPages(articleRoutes.list.path, articleRoutes.list.response, (page) => page.articles);

/** The admin list, keyed by the signed-in admin so another user never sees a previous answer. */
export function useAdminArticles(sub: string | undefined) {
  return useSWR(sub ? [adminArticlesKey, sub] : null, getAdminArticles, {
    onError: (error: unknown) =>
      toast.error('Failed to fetch articles', { description: errorMessage(error) }),
  });
}
