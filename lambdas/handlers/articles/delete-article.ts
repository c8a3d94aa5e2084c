import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteArticle as remove } from '../../services/articles/delete-article';
import { articlesDeps } from './deps';

export const deleteArticle = httpRoute(
  articleRoutes.remove,
  { deps: articlesDeps },
  async ({ params, deps }) => {
    await remove(deps, { id: params.id });
  },
);
