import { httpRoute } from '../../middleware/http-route';
import { deleteArticle as remove } from '../../services/articles/delete-article';
import { articleIdOf } from './article-id';

export const deleteArticle = httpRoute({ access: 'admin' }, async ({ params, deps }) => {
  await remove(deps, { id: articleIdOf(params) });
});
