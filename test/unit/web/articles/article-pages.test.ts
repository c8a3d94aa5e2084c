import { describe, expect, it } from 'vitest';
import type { TArticleTeaser, TPublicArticleList } from '@contracts/articles/article';
import { ZListArticlesQuery } from '@contracts/articles/save-article';
import { PAGE_SIZES } from '@contracts/paging';
import {
  articlePagesView,
  articlesAnnouncement,
  articlesPageKey,
  articlesPagePath,
  INSIGHTS_PAGE_SIZE,
  insightsListTexts,
} from '../../../../web/src/features/articles/lib/article-pages';

const teaser = (id: string): TArticleTeaser => ({
  id,
  title: `Article ${id}`,
  excerpt: 'Excerpt',
  imageUrl: null,
  authorName: 'Insights Hub Team',
  publishedAt: '2025-03-04T12:00:00.000Z',
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-04T12:00:00.000Z',
});
const page = (ids: string[], nextCursor: string | null): TPublicArticleList => ({
  articles: ids.map(teaser),
  nextCursor,
});
const ids = (articles: TArticleTeaser[]) => articles.map((a) => a.id);

describe('the Insights list pages', () => {
  it('asks for a page size the public list accepts', () => {
    expect(INSIGHTS_PAGE_SIZE).toBeLessThanOrEqual(PAGE_SIZES.publicArticles.max);
    expect(ZListArticlesQuery.parse({ limit: String(INSIGHTS_PAGE_SIZE) }).limit).toBe(12);
  });

  it('builds the page URL with the limit, and the cursor when there is one', () => {
    expect(articlesPagePath(12)).toBe('/api/articles?limit=12');
    expect(articlesPagePath(12, null)).toBe('/api/articles?limit=12');
    expect(articlesPagePath(12, 'a b/c+=')).toBe('/api/articles?limit=12&cursor=a+b%2Fc%2B%3D');
  });

  it('goes on from each page’s cursor and stops after the last', () => {
    const getKey = articlesPageKey(12);
    expect(getKey(0, null)).toEqual(['/api/articles', 12, '']);
    expect(getKey(1, page(['a'], 'c1'))).toEqual(['/api/articles', 12, 'c1']);
    expect(getKey(2, page(['b'], null))).toBeNull();
  });

  it('never shares a cache key with the home preview’s plain URL', () => {
    expect(typeof articlesPageKey(3)(0, null)).not.toBe('string');
  });

  it('shows the pages’ articles in order, each once', () => {
    const view = articlePagesView([page(['a', 'b'], 'c1'), page(['b', 'c'], 'c2')]);
    expect(ids(view.articles)).toEqual(['a', 'b', 'c']);
    expect(view.nextCursor).toBe('c2');
    expect(view.empty).toBe(false);
  });

  it('is empty only when no page holds an article and none goes on', () => {
    expect(articlePagesView([page([], null)]).empty).toBe(true);
    expect(articlePagesView([page([], 'c1')])).toEqual({
      articles: [],
      nextCursor: 'c1',
      empty: false,
    });
    expect(articlePagesView([page([], 'c1'), page([], null)]).empty).toBe(true);
  });

  it('announces what is shown once it has loaded', () => {
    expect(articlesAnnouncement(undefined)).toBe('');
    expect(articlesAnnouncement(articlePagesView([page([], null)]))).toBe('No articles yet');
    expect(articlesAnnouncement(articlePagesView([page(['a'], null)]))).toBe('1 article shown');
    expect(articlesAnnouncement(articlePagesView([page(['a', 'b'], 'c')]))).toBe(
      '2 articles shown, more to load',
    );
  });

  it('uses the texts of the list page and the home preview’s link', () => {
    expect(insightsListTexts).toMatchObject({
      title: 'Insights Hub',
      empty: 'No articles yet',
      loadMore: 'Load more',
      viewAll: 'View all insights',
    });
  });
});
