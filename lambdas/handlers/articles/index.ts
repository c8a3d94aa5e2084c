import { articleRoutes } from '@contracts/articles/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { articlesDeps } from './deps';

export const handler = dispatchRoutes(articlesDeps, articleRoutes, {
  listPublished: () => import('./list-published-articles').then((m) => m.listPublishedArticles),
  getPublished: () => import('./get-published-article').then((m) => m.getPublishedArticle),
  list: () => import('./list-articles').then((m) => m.listArticles),
  create: () => import('./create-article').then((m) => m.createArticle),
  get: () => import('./get-article').then((m) => m.getArticle),
  update: () => import('./update-article').then((m) => m.updateArticle),
  setPublished: () => import('./set-article-published').then((m) => m.setArticlePublished),
  remove: () => import('./delete-article').then((m) => m.deleteArticle),
  sitemap: () => import('./get-sitemap').then((m) => m.getSitemap),
});
