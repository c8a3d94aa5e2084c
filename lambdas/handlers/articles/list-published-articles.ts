import { ZPublicArticleList } from '@contracts/articles/article';
import { ZListArticlesQuery } from '@contracts/articles/save-article';
import { httpRoute } from '../../middleware/http-route';
import { listPublishedArticles as listPublished } from '../../services/articles/list-published-articles';

export const listPublishedArticles = httpRoute(
  { access: 'public', query: ZListArticlesQuery, response: ZPublicArticleList },
  async ({ query, deps }) => listPublished(deps, { limit: query.limit }),
);
