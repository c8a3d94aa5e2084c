import type { TArticleTeaser, TPublicArticleList } from '@contracts/articles/article';
import { articleRoutes } from '@contracts/articles/routes';
import { routePath } from '@contracts/route';

/** The public list's texts (`/insights`). */
export const insightsListTexts = {
  title: 'Insights Hub',
  lead: 'Expert perspectives on cybersecurity leadership, virtual CISO trends, and industry insights.',
  loading: 'Loading insights...',
  failed: 'The articles could not be loaded.',
  empty: 'No articles yet',
  loadMore: 'Load more',
  viewAll: 'View all insights',
} as const;

/** Teasers per page of `/insights`: four rows of the three-column grid (the API allows 50). */
export const INSIGHTS_PAGE_SIZE = 12;

/** The public list's path: published articles, newest first. */
export const publicArticlesPath = articleRoutes.listPublished.path;

/** One page of teasers; `cursor` is the previous page's `nextCursor`. */
export function articlesPagePath(limit: number, cursor?: string | null): string {
  return routePath(articleRoutes.listPublished, {}, { limit, cursor: cursor || undefined });
}

export type ArticlesPageKey = readonly [path: string, limit: number, cursor: string];

/**
 * `useSWRInfinite`'s `getKey`: the first page, then each next page from the previous page's
 * cursor, and none after the last. A tuple rather than the URL, so a page never shares its cache
 * entry with the home preview's plain `/api/articles?limit=3` key.
 */
export const articlesPageKey =
  (limit: number) =>
  (index: number, previous: TPublicArticleList | null): ArticlesPageKey | null => {
    if (index > 0 && !previous?.nextCursor) return null;
    return [publicArticlesPath, limit, index === 0 ? '' : (previous?.nextCursor ?? '')];
  };

export interface ArticlePagesView {
  /** Every teaser of the pages read, each once, newest first. */
  articles: TArticleTeaser[];
  /** Where the list goes on; null once the server has nothing more. */
  nextCursor: string | null;
  /**
   * There is no article at all. A page may hold fewer teasers than asked for, even none, and still
   * carry a cursor: only no teaser and no cursor means "nothing".
   */
  empty: boolean;
}

/** What the pages read so far show (an article published between two pages is shown once). */
export function articlePagesView(pages: readonly TPublicArticleList[]): ArticlePagesView {
  const seen = new Set<string>();
  const articles: TArticleTeaser[] = [];
  for (const article of pages.flatMap((page) => page.articles)) {
    if (seen.has(article.id)) continue;
    seen.add(article.id);
    articles.push(article);
  }
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  return { articles, nextCursor, empty: articles.length === 0 && nextCursor === null };
}

/** What the screen reader hears once the list (or one more page) has loaded. */
export function articlesAnnouncement(view: ArticlePagesView | undefined): string {
  if (!view) return '';
  if (view.empty) return insightsListTexts.empty;
  const count = view.articles.length;
  const shown = `${count} ${count === 1 ? 'article' : 'articles'} shown`;
  return view.nextCursor ? `${shown}, more to load` : shown;
}
