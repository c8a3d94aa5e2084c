import { ZArticle } from '@contracts/articles/article';
import { apiFetch } from '@/lib/api-client';
import { adminArticlesKey } from './get-admin-articles';

/** One article with its body, as the editor opens it (the admin list carries no bodies). */
export const getAdminArticle = (id: string) =>
  apiFetch(`${adminArticlesKey}/${encodeURIComponent(id)}`, { schema: ZArticle });
