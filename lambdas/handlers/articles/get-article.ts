import { ZArticle } from '@contracts/articles/article';
import { httpRoute } from '../../middleware/http-route';
import { getArticle as get } from '../../services/articles/get-article';
import { articleIdOf } from './article-id';
import { articlesDeps } from './deps';

export const getArticle = httpRoute(
  { access: 'admin', deps: articlesDeps, response: ZArticle },
  async ({ params, deps }) => get(deps, { id: articleIdOf(params) }),
);
