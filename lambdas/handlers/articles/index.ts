import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { createArticle } from './create-article';
import { deleteArticle } from './delete-article';
import { getArticle } from './get-article';
import { getPublishedArticle } from './get-published-article';
import { listArticles } from './list-articles';
import { listPublishedArticles } from './list-published-articles';
import { setArticlePublished } from './set-article-published';
import { updateArticle } from './update-article';

export const handler = dispatchRoutes({
  'GET /api/articles': listPublishedArticles,
  'GET /api/articles/{id}': getPublishedArticle,
  'GET /api/admin/articles': listArticles,
  'POST /api/admin/articles': createArticle,
  'GET /api/admin/articles/{id}': getArticle,
  'PUT /api/admin/articles/{id}': updateArticle,
  'PATCH /api/admin/articles/{id}': setArticlePublished,
  'DELETE /api/admin/articles/{id}': deleteArticle,
});
