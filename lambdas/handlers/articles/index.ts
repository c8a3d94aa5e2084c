import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { articlesDeps } from './deps';

export const handler = dispatchRoutes(articlesDeps, {
  'GET /api/articles': () =>
    import('./list-published-articles').then((m) => m.listPublishedArticles),
  'GET /api/articles/{id}': () =>
    import('./get-published-article').then((m) => m.getPublishedArticle),
  'GET /api/admin/articles': () => import('./list-articles').then((m) => m.listArticles),
  'POST /api/admin/articles': () => import('./create-article').then((m) => m.createArticle),
  'GET /api/admin/articles/{id}': () => import('./get-article').then((m) => m.getArticle),
  'PUT /api/admin/articles/{id}': () => import('./update-article').then((m) => m.updateArticle),
  'PATCH /api/admin/articles/{id}': () =>
    import('./set-article-published').then((m) => m.setArticlePublished),
  'DELETE /api/admin/articles/{id}': () => import('./delete-article').then((m) => m.deleteArticle),
  'GET /sitemap.xml': () => import('./get-sitemap').then((m) => m.getSitemap),
});
