import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { getArticle as get } from '../../services/articles/get-article';
import { articlesDeps } from './deps';

export const getArticle = httpRoute(
  articleRoutes.get,
  { deps: articlesDeps },
  async ({ params, deps }) => get(deps, { id: params.id }),
);
