import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ZArticle,
  ZPublicArticleList,
  type TArticle,
  type TArticleTeaser,
} from '@contracts/articles/article';
import {
  articlePreviewPath,
  previewBanner,
  previewTexts,
} from '../../../../web/src/features/articles/lib/article-preview';

/*
 * The unit tier runs in Node, without the web app's `@/` alias or a DOM: the components and
 * fetchers are loaded by a computed path, with their `@/` imports provided here (the real helpers,
 * a fake API client, and the markdown renderer as plain text, which has its own tests).
 */
const { web, apiFetch } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock(
  '@/components/markdown-url',
  () => import(/* @vite-ignore */ web('components/markdown-url.ts')),
);
vi.mock('@/components/markdown', () => ({
  Markdown: ({ children, className }: { children: string; className?: string }) =>
    createElement('div', { className, 'data-markdown': '' }, children),
}));
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));
vi.mock('@/lib/all-pages', () => ({ fetchAllPages: vi.fn() }));
vi.mock('@/lib/error-message', () => ({ errorMessage: String }));

type ArticleBodyProps = { article: TArticle; back: ReactNode; headingLevel?: 1 | 2 };
type ArticleCardProps = { article: TArticleTeaser; headingLevel?: 2 | 3 };
let ArticleBody: (props: ArticleBodyProps) => ReactElement;
let ArticleCard: (props: ArticleCardProps) => ReactElement;
let getArticlesPage: (limit: number, cursor?: string | null) => Promise<unknown>;
let getAdminArticle: (id: string) => Promise<unknown>;
beforeAll(async () => {
  ({ ArticleBody } = await import(
    /* @vite-ignore */ web('features/articles/components/article-body.tsx')
  ));
  ({ ArticleCard } = await import(
    /* @vite-ignore */ web('features/articles/components/article-card.tsx')
  ));
  ({ getArticlesPage } = await import(
    /* @vite-ignore */ web('features/articles/api/get-article-pages.ts')
  ));
  ({ getAdminArticle } = await import(
    /* @vite-ignore */ web('features/articles/api/get-admin-article.ts')
  ));
});
beforeEach(() => apiFetch.mockReset());

const article = (over: Partial<TArticle> = {}): TArticle =>
  ZArticle.parse({
    id: 'art 1',
    title: 'Zero trust, plainly',
    excerpt: 'Why it matters',
    content: 'Body text',
    imageUrl: null,
    authorName: 'Ada',
    isPublished: false,
    publishedAt: null,
    createdBy: 'sub-1',
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-02T12:00:00.000Z',
    ...over,
  });

const body = (props: ArticleBodyProps) => renderToStaticMarkup(createElement(ArticleBody, props));

describe('the admin preview', () => {
  it('says whether readers can see the article yet', () => {
    expect(previewBanner(false)).toBe(
      'Preview: this is how readers will see this article. It is not published.',
    );
    expect(previewBanner(true)).toBe(
      'Preview: this is how readers will see this article. It is published.',
    );
  });

  it('is reached from the manager by the article’s own link, its id encoded', () => {
    expect(articlePreviewPath('art 1/x')).toBe('/admin/articles/art%201%2Fx/preview');
    expect(previewTexts.buttonLabel('Zero trust')).toBe('Preview Zero trust');
    expect(previewTexts.backToArticles).toBe('Back to articles');
  });

  it('loads any article, drafts included, from the admin API', async () => {
    const stored = article();
    apiFetch.mockResolvedValueOnce(stored);
    await expect(getAdminArticle('art 1')).resolves.toBe(stored);
    expect(apiFetch).toHaveBeenCalledWith('/api/admin/articles/art%201', { schema: ZArticle });
  });
});

describe('the article body both the reader and the preview show', () => {
  it('shows a published article with its title as the page heading and its date', () => {
    const html = body({
      article: article({ isPublished: true, publishedAt: '2025-03-04T12:00:00.000Z' }),
      back: createElement('a', { href: '/' }, 'Back to Home'),
    });
    expect(html).toContain('<h1');
    expect(html).toContain('Zero trust, plainly</h1>');
    expect(html).toContain('<time dateTime="2025-03-04T12:00:00.000Z">March 4, 2025</time>');
    expect(html).toContain('Body text');
    // The way back, above the article and after it.
    expect(html.match(/Back to Home/g)).toHaveLength(2);
  });

  it('shows a never-published draft without a date, its title under the admin screen’s h1', () => {
    const html = body({ article: article(), back: null, headingLevel: 2 });
    expect(html).not.toContain('<h1');
    expect(html).toContain('Zero trust, plainly</h2>');
    expect(html).not.toContain('<time');
    expect(html).toContain('Ada');
  });

  it('shows only a safe image', () => {
    const withImage = (imageUrl: string) => body({ article: article({ imageUrl }), back: null });
    expect(withImage('https://example.com/a.jpg')).toContain('src="https://example.com/a.jpg"');
    expect(withImage('javascript:alert(1)')).not.toContain('<img');
  });
});

describe('the teaser card of the home preview and /insights', () => {
  const teaser = (): TArticleTeaser => {
    const {
      content: _content,
      createdBy: _by,
      isPublished: _published,
      ...rest
    } = article({
      publishedAt: '2025-03-04T12:00:00.000Z',
    });
    return { ...rest, publishedAt: rest.publishedAt! };
  };
  const card = (props: ArticleCardProps) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ArticleCard, props)));

  it('links to the article page, named "Read more" and the article\'s title', () => {
    const html = card({ article: teaser() });
    expect(html).toMatch(/<h3[^>]*>Zero trust, plainly<\/h3>/);
    // The visible "Read more" starts the name (WCAG 2.5.3); the title, for screen readers only, ends it.
    expect(html).toMatch(
      /<a [^>]*href="\/article\/art%201"[^>]*>Read more<span class="sr-only">: (<!-- -->)?Zero trust, plainly<\/span>/,
    );
    expect(html).toContain('Mar 4, 2025');
  });

  it('has an h2 title under the list page’s h1', () => {
    const html = card({ article: teaser(), headingLevel: 2 });
    expect(html).toMatch(/<h2[^>]*>Zero trust, plainly<\/h2>/);
    expect(html).not.toContain('<h3');
  });
});

describe('the Insights list fetcher', () => {
  it('asks for one page of published teasers, anonymously, and checks the answer', async () => {
    const answer = { articles: [], nextCursor: null };
    apiFetch.mockResolvedValueOnce(answer);
    await expect(getArticlesPage(12, 'c1')).resolves.toBe(answer);
    expect(apiFetch).toHaveBeenCalledWith('/api/articles?limit=12&cursor=c1', {
      anonymous: true,
      schema: ZPublicArticleList,
    });
  });
});
