import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { getPublishedArticle as getPublished } from '../../services/articles/get-published-article';
import { articlesDeps } from './deps';

export const getPublishedArticle = httpRoute(
  articleRoutes.getPublished,
  { deps: articlesDeps },
  async ({ params, deps }) => getPublished(deps, { id: params.id }),
);
