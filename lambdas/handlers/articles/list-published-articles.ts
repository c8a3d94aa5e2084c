import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { listPublishedArticles as listPublished } from '../../services/articles/list-published-articles';
import { articlesDeps } from './deps';

export const listPublishedArticles = httpRoute(
  articleRoutes.listPublished,
  { deps: articlesDeps },
  async ({ query, deps }) => listPublished(deps, query),
);
