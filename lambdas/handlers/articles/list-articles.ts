import { ZArticleList } from '@contracts/articles/article';
import { httpRoute } from '../../middleware/http-route';
import { listArticles as listAll } from '../../services/articles/list-articles';
import { articlesDeps } from './deps';

export const listArticles = httpRoute(
  { access: 'admin', deps: articlesDeps, response: ZArticleList },
  async ({ deps }) => listAll(deps),
);
