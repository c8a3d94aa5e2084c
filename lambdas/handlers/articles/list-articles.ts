import { ZArticleList } from '@contracts/articles/article';
import { httpRoute } from '../../middleware/http-route';
import { listArticles as listAll } from '../../services/articles/list-articles';

export const listArticles = httpRoute(
  { access: 'admin', response: ZArticleList },
  async ({ deps }) => listAll(deps),
);
