import { ZAdminArticleListQuery, ZArticleList } from '@contracts/articles/article';
import { httpRoute } from '../../middleware/http-route';
import { listArticles as listPage } from '../../services/articles/list-articles';
import { articlesDeps } from './deps';

export const listArticles = httpRoute(
  { access: 'admin', deps: articlesDeps, query: ZAdminArticleListQuery, response: ZArticleList },
  async ({ query, deps }) => listPage(deps, query),
);
