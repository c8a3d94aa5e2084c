import { articleRoutes } from '@contracts/articles/routes';
import { httpRoute } from '../../middleware/http-route';
import { setArticlePublished as setPublished } from '../../services/articles/set-article-published';
import { articlesDeps } from './deps';

export const setArticlePublished = httpRoute(
  articleRoutes.setPublished,
  { deps: articlesDeps },
  async ({ params, body, deps }) =>
    setPublished(deps, { id: params.id, isPublished: body.isPublished }),
);
