import { defineRoutes } from '../route';
import {
  articleMessages,
  ZAdminArticleListQuery,
  ZArticle,
  ZArticleId,
  ZArticleList,
  ZPublicArticle,
  ZPublicArticleList,
} from './article';
import {
  ZListArticlesQuery,
  ZSaveArticle,
  ZSetArticlePublished,
  ZUpdateArticle,
} from './save-article';

/** Insights Hub: published articles for everyone, the whole list and its editing for admins. */
export const articleRoutes = defineRoutes('articles', {
  listPublished: {
    method: 'GET',
    path: '/api/articles',
    access: 'public',
    summary: 'Published articles, newest first, a page at a time',
    query: ZListArticlesQuery,
    response: ZPublicArticleList,
  },
  getPublished: {
    method: 'GET',
    path: '/api/articles/{id}',
    access: 'public',
    summary: 'One published article (an unpublished one is not found)',
    params: ZArticleId,
    notFound: articleMessages.notFound,
    response: ZPublicArticle,
  },
  list: {
    method: 'GET',
    path: '/api/admin/articles',
    access: 'admin',
    summary: 'Every article, drafts first, without bodies',
    query: ZAdminArticleListQuery,
    response: ZArticleList,
  },
  create: {
    method: 'POST',
    path: '/api/admin/articles',
    access: 'admin',
    summary: 'Creates an article',
    body: ZSaveArticle,
    response: ZArticle,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/admin/articles/{id}',
    access: 'admin',
    summary: 'One article with its body, published or not',
    params: ZArticleId,
    notFound: articleMessages.notFound,
    response: ZArticle,
  },
  update: {
    method: 'PUT',
    path: '/api/admin/articles/{id}',
    access: 'admin',
    summary: 'Saves every field of an article, refused over a newer change',
    params: ZArticleId,
    notFound: articleMessages.notFound,
    body: ZUpdateArticle,
    response: ZArticle,
  },
  setPublished: {
    method: 'PATCH',
    path: '/api/admin/articles/{id}',
    access: 'admin',
    summary: 'Publishes or unpublishes an article',
    params: ZArticleId,
    notFound: articleMessages.notFound,
    body: ZSetArticlePublished,
    response: ZArticle,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/articles/{id}',
    access: 'admin',
    summary: 'Deletes an article',
    params: ZArticleId,
    notFound: articleMessages.notFound,
  },
  // CloudFront sends this one path of the site's root to the API (lib/config/public-reads.ts).
  sitemap: {
    method: 'GET',
    path: '/sitemap.xml',
    access: 'public',
    summary: 'The sitemap of the public pages and published articles',
    content: 'application/xml',
  },
});
