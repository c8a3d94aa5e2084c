import useSWR from 'swr';
import { ZArticle } from '@contracts/articles/article';
import { apiFetch } from '@/lib/api-client';
import { adminArticlesKey } from './get-admin-articles';

/** One article with its body, as the editor opens it (the admin list carries no bodies). */
export const getAdminArticle = (id: string) =>
  apiFetch(`${adminArticlesKey}/${encodeURIComponent(id)}`, { schema: ZArticle });

/**
 * One article, drafts included, for the preview: keyed under the admin list's path, so a save,
 * publish or delete (which revalidate that path) refreshes it, and by the signed-in admin.
 */
export function useAdminArticle(id: string | undefined, sub: string) {
  return useSWR(id ? [adminArticlesKey, sub, id] : null, () => getAdminArticle(id!));
}
