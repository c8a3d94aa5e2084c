import useSWR from 'swr';
import { toast } from '@/lib/toast';
import { ZArticleList } from '@contracts/articles/article';
import { fetchAllPages } from '@/lib/all-pages';
import { errorMessage } from '@/lib/error-message';

export const adminArticlesKey = '/api/admin/articles';

/**
 * Every article, drafts included (never-published drafts first, then newest first; admin), a
 * page of summaries at a time.
 */
export const getAdminArticles = () =>
  fetchAllPages(adminArticlesKey, ZArticleList, (page) => page.articles);

/** The admin list, keyed by the signed-in admin so another user never sees a previous answer. */
export function useAdminArticles(sub: string | undefined) {
  return useSWR(sub ? [adminArticlesKey, sub] : null, getAdminArticles, {
    onError: (error: unknown) =>
      toast.error('Failed to fetch articles', { description: errorMessage(error) }),
  });
}
