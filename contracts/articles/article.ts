import * as z from 'zod';
import { PAGE_SIZES, ZPageOf, ZPageQuery } from '../paging';

/** The hub team, author of any article saved without an author name (spec §3). */
export const DEFAULT_AUTHOR = 'Insights Hub Team';

export const articleMessages = {
  /** The one answer for an unknown id and, on the public routes, for an unpublished article. */
  notFound: 'Article not found',
} as const;

/** An article as the admin screens see it. */
export const ZArticle = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Markdown. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  authorName: z.string(),
  isPublished: z.boolean(),
  /** Set when first published and kept through later unpublish/publish; null for a never-published draft. */
  publishedAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;

/** What anonymous readers get: published articles only, without internal fields. */
export const ZPublicArticle = ZArticle.omit({ createdBy: true, isPublished: true }).extend({
  publishedAt: z.string(),
});
export type TPublicArticle = z.infer<typeof ZPublicArticle>;

/** An article in the admin list: everything the list shows, without the body. */
export const ZArticleSummary = ZArticle.omit({ content: true });
export type TArticleSummary = z.infer<typeof ZArticleSummary>;

/**
 * `GET /api/admin/articles`: every article, never-published drafts first, then newest
 * `publishedAt` first, without bodies (the editor loads one with `GET /api/admin/articles/{id}`),
 * so the answer stays small however long the articles are.
 */
export const ZArticleList = ZPageOf('articles', ZArticleSummary);
/** `GET /api/admin/articles?cursor&limit`. */
export const ZAdminArticleListQuery = ZPageQuery(PAGE_SIZES.adminArticles);
export type TArticleList = z.infer<typeof ZArticleList>;

/** A published article as a teaser: everything the home preview shows, without the body. */
export const ZArticleTeaser = ZPublicArticle.omit({ content: true });
export type TArticleTeaser = z.infer<typeof ZArticleTeaser>;

/** `GET /api/articles?limit&cursor`: teasers of published articles, newest `publishedAt` first. */
export const ZPublicArticleList = ZPageOf('articles', ZArticleTeaser);
export type TPublicArticleList = z.infer<typeof ZPublicArticleList>;

export const ZArticleId = z.object({ id: z.string().min(1).max(100) });
