import { httpRoute } from '../../middleware/http-route';
import { deleteArticle as remove } from '../../services/articles/delete-article';
import { articleIdOf } from './article-id';
import { articlesDeps } from './deps';

export const deleteArticle = httpRoute(
  { access: 'admin', deps: articlesDeps },
  async ({ params, deps }) => {
    await remove(deps, { id: articleIdOf(params) });
  },
);
