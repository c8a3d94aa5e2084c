import { ZArticle } from '@contracts/articles/article';
import { ZSaveArticle } from '@contracts/articles/save-article';
import { httpRoute } from '../../middleware/http-route';
import { createArticle as create } from '../../services/articles/create-article';
import { articlesDeps } from './deps';

export const createArticle = httpRoute(
  { access: 'admin', deps: articlesDeps, body: ZSaveArticle, response: ZArticle, status: 201 },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, article: body }),
);
