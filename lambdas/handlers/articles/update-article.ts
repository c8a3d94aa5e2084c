import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateArticle as update } from '../../services/articles/update-article';
import { articlesDeps } from './deps';

export const updateArticle = httpRoute(
  articleRoutes.update,
  { deps: articlesDeps },
  async ({ params, body, deps }) => update(deps, { id: params.id, article: body }),
);
