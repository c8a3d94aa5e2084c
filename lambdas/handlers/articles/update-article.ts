import { ZArticle } from '@contracts/articles/article';
import { ZSaveArticle } from '@contracts/articles/save-article';
import { httpRoute } from '../../middleware/http-route';
import { updateArticle as update } from '../../services/articles/update-article';
import { articleIdOf } from './article-id';

export const updateArticle = httpRoute(
  { access: 'admin', body: ZSaveArticle, response: ZArticle },
  async ({ params, body, deps }) => update(deps, { id: articleIdOf(params), article: body }),
);
