import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { listArticles as listPage } from '../../services/articles/list-articles';
import { articlesDeps } from './deps';

export const listArticles = httpRoute(
  articleRoutes.list,
  { deps: articlesDeps },
  async ({ query, deps }) => listPage(deps, query),
);
