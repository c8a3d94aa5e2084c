import { articleRoutes } from '@contracts/articles/routes';
import { callApi } from '@/lib/call-api';
import type { ArticleInput } from '../lib/article-form';

/**
 * Saves every field of an existing article, as of the version the editor loaded: the API refuses
 * (409) a save over someone else's newer change.
 */
export const updateArticle = (id: string, input: ArticleInput, expectedUpdatedAt: string) =>
  callApi(articleRoutes.update, { params: { id }, body: { ...input, expectedUpdatedAt } });
