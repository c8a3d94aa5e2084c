import { ZArticle } from '@contracts/articles/article';
import { ZSetArticlePublished } from '@contracts/articles/save-article';
import { httpRoute } from '../../middleware/http-route';
import { setArticlePublished as setPublished } from '../../services/articles/set-article-published';
import { articleIdOf } from './article-id';
import { articlesDeps } from './deps';

export const setArticlePublished = httpRoute(
  { access: 'admin', deps: articlesDeps, body: ZSetArticlePublished, response: ZArticle },
  async ({ params, body, deps }) =>
    setPublished(deps, { id: articleIdOf(params), isPublished: body.isPublished }),
);
