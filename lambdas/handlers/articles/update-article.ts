import { ZArticle } from '@contracts/articles/article';
import { ZUpdateArticle } from '@contracts/articles/save-article';
import { httpRoute } from '../../middleware/http-route';
import { updateArticle as update } from '../../services/articles/update-article';
import { articleIdOf } from './article-id';
import { articlesDeps } from './deps';

export const updateArticle = httpRoute(
  { access: 'admin', deps: articlesDeps, body: ZUpdateArticle, response: ZArticle },
  async ({ params, body, deps }) => update(deps, { id: articleIdOf(params), article: body }),
);
