import { ZPublicArticleList } from '@contracts/articles/article';
import { ZListArticlesQuery } from '@contracts/articles/save-article';
import { httpRoute } from '../../middleware/http-route';
import { listPublishedArticles as listPublished } from '../../services/articles/list-published-articles';
import { articlesDeps } from './deps';

export const listPublishedArticles = httpRoute(
  { access: 'public', deps: articlesDeps, query: ZListArticlesQuery, response: ZPublicArticleList },
  async ({ query, deps }) => listPublished(deps, query),
);
