import { articleRoutes } from '@contracts/articles/routes';
import { callApi } from '@/lib/call-api';
import type { ArticleInput } from '../lib/article-form';

/** Creates an article; the server sets the creator and, when published, the publish date. */
export const createArticle = (input: ArticleInput) =>
  callApi(articleRoutes.create, { body: input });
