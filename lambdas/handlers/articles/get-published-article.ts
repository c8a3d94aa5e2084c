import { ZPublicArticle } from '@contracts/articles/article';
import { httpRoute } from '../../middleware/http-route';
import { getPublishedArticle as getPublished } from '../../services/articles/get-published-article';
import { articleIdOf } from './article-id';
import { articlesDeps } from './deps';

export const getPublishedArticle = httpRoute(
  { access: 'public', deps: articlesDeps, response: ZPublicArticle },
  async ({ params, deps }) => getPublished(deps, { id: articleIdOf(params) }),
);
