import useSWR from 'swr';
import { toast } from '@/lib/toast';
import { ZArticleList } from '@contracts/articles/article';
import { apiFetch } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

export const adminArticlesKey = '/api/admin/articles';

/** Every article, drafts included (never-published drafts first, then newest first; admin). */
export async function getAdminArticles() {
  const data = await apiFetch(adminArticlesKey, { schema: ZArticleList });
  return data.articles;
}

/** The admin list, keyed by the signed-in admin so another user never sees a previous answer. */
export function useAdminArticles(sub: string | undefined) {
  return useSWR(sub ? [adminArticlesKey, sub] : null, getAdminArticles, {
    onError: (error: unknown) =>
      toast.error('Failed to fetch articles', { description: errorMessage(error) }),
  });
}
