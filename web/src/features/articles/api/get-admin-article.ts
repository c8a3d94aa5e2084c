import useSWR from 'swr';
import { articleRoutes } from '@contracts/articles/routes';
import { callApi } from '@/lib/call-api';
import { adminArticlesKey } from './get-admin-articles';

/** One article with its body, as the editor opens it (the admin list carries no bodies). */
export const getAdminArticle = (id: string) =>
  callApi(articleRoutes.get, { params: { id }, schema: articleRoutes.get.response });

/**
 * One article, drafts included, for the preview: keyed under the admin list's path, so a save,
 * publish or delete (which revalidate that path) refreshes it, and by the signed-in admin.
 */
export function useAdminArticle(id: string | undefined, sub: string) {
  return useSWR(id ? [adminArticlesKey, sub, id] : null, () => getAdminArticle(id!));
}
