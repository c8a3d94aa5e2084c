import type { TArticle } from '@contracts/articles/article';
import { apiFetch } from '@/lib/api-client';
import type { ArticleInput } from '../lib/article-form';
import { adminArticlesKey } from './get-admin-articles';

/** Creates an article; the server sets the creator and, when published, the publish date. */
export const createArticle = (input: ArticleInput) =>
  apiFetch<TArticle>(adminArticlesKey, { method: 'POST', body: input });
