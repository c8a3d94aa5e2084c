import {
  PUBLIC_PAGES,
  SITEMAP_MAX_URLS,
  sitemapXml,
  type SitemapArticle,
} from '@domain/seo/public-pages';
import type { Table } from '../../ports/table';
import { listPublishedArticles } from './list-published-articles';

/** Articles read per query: teasers only, never bodies, so a page stays small. */
const PAGE = 100;

/**
 * The sitemap of the public pages and every published article, read from the articles as they
 * are now (docs/decisions.md, "The sitemap is answered by the API"): publishing or unpublishing
 * an article shows in the next answer, with no file to regenerate.
 */
export async function buildSitemap(
  deps: { table: Pick<Table, 'query'> },
  origin: string,
): Promise<string> {
  const room = SITEMAP_MAX_URLS - PUBLIC_PAGES.length;
  const articles: SitemapArticle[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPublishedArticles(deps, { limit: PAGE, cursor });
    articles.push(...page.articles.map(({ id, updatedAt }) => ({ id, updatedAt })));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && articles.length < room);
  return sitemapXml(origin, articles.slice(0, room));
}
