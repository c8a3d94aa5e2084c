import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { createArticle as create } from '../../services/articles/create-article';
import { articlesDeps } from './deps';

export const createArticle = httpRoute(
  articleRoutes.create,
  { deps: articlesDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, article: body }),
);
