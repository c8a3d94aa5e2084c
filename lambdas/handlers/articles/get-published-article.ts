import { ZPublicArticle } from '@contracts/articles/article';
import { httpRoute } from '../../middleware/http-route';
import { getPublishedArticle as getPublished } from '../../services/articles/get-published-article';
import { articleIdOf } from './article-id';

export const getPublishedArticle = httpRoute(
  { access: 'public', response: ZPublicArticle },
  async ({ params, deps }) => getPublished(deps, { id: articleIdOf(params) }),
);
