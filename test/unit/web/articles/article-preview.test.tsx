import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZArticle, type TArticle, type TArticleTeaser } from '@contracts/articles/article';
import { articleRoutes } from '@contracts/articles/routes';
import { systemRoutes } from '@contracts/system/routes';
import { ArticleBody } from '@/features/articles/components/article-body';
import { ArticleCard } from '@/features/articles/components/article-card';
import {
  articlePreviewPath,
  previewBanner,
  previewTexts,
} from '@/features/articles/lib/article-preview';
import ArticlePreviewPage from '@/features/articles/routes/article-preview-page';
import InsightsPage from '@/features/articles/routes/insights-page';
import { answer, record, refuse } from '../../../support/web/api';
import { renderScreen } from '../../../support/web/render';
import { signIn } from '../../../support/web/session';

/*
 * An article as its reader, the admin's preview and the Insights list show it, in the DOM, with
 * the API answered at the fetch boundary.
 */
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

describe('the admin preview', () => {
  beforeEach(() => {
    signIn({ sub: 'admin-1', email: 'admin@example.com' });
    answer(systemRoutes.me, {
      sub: 'admin-1',
      email: 'admin@example.com',
      isAdmin: true,
      firstBookingPageId: null,
    });
    answer(systemRoutes.adminAccess, undefined, 204);
  });

  const showPreview = () =>
    renderScreen(<ArticlePreviewPage />, {
      at: articlePreviewPath('art 1'),
      route: '/admin/articles/:id/preview',
    });

  it('is reached from the manager by the article’s own link, its id encoded', () => {
    expect(articlePreviewPath('art 1/x')).toBe('/admin/articles/art%201%2Fx/preview');
    expect(previewTexts.buttonLabel('Zero trust')).toBe('Preview Zero trust');
  });

  it('shows a draft, loaded from the admin API, as readers would see it, saying it is not published', async () => {
    const calls = record(articleRoutes.get, article());
    showPreview();
    const title = await screen.findByRole('heading', { level: 2, name: 'Zero trust, plainly' });
    expect(screen.getByRole('heading', { level: 1, name: previewTexts.title })).toBeDefined();
    expect(
      screen.getByText('Preview: this is how readers will see this article. It is not published.'),
    ).toBeDefined();
    // A never-published draft has no date; its author and body show.
    const body = title.closest('article')!;
    expect(body.querySelector('time')).toBeNull();
    expect(within(body).getByText('Ada')).toBeDefined();
    expect(within(body).getByText('Body text')).toBeDefined();
    expect(
      within(body)
        .getAllByRole('link', { name: 'Back to articles' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/articles', '/admin/articles']);
    expect(calls[0]?.url.pathname).toBe('/api/admin/articles/art%201');
    expect(calls[0]?.authorization).toBe('Bearer test-access-token');
  });

  it('says so when the article is published', async () => {
    answer(
      articleRoutes.get,
      article({ isPublished: true, publishedAt: '2025-03-04T12:00:00.000Z' }),
    );
    showPreview();
    expect(await screen.findByText(previewBanner(true))).toBeDefined();
    expect(previewBanner(true)).toBe(
      'Preview: this is how readers will see this article. It is published.',
    );
  });

  it('says an article that is gone was not found, with the way back', async () => {
    refuse(articleRoutes.get, 404, 'Article not found', { code: 'not_found' });
    showPreview();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(previewTexts.notFound);
    expect(within(alert).getByRole('link', { name: 'Back to articles' })).toBeDefined();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says it could not be loaded, and "Try again" reads it again', async () => {
    refuse(articleRoutes.get, 500, 'Internal error');
    const ui = showPreview();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(previewTexts.failed);
    answer(articleRoutes.get, article());
    await ui.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Zero trust, plainly' }),
    ).toBeDefined();
  });
});

describe('the article body both the reader and the preview show', () => {
  const showBody = (over: Partial<TArticle> = {}) =>
    render(
      <MemoryRouter>
        <ArticleBody article={article(over)} back={<a href="/">Back to Home</a>} />
      </MemoryRouter>,
    );

  it('shows a published article with its title as the page heading and its date', () => {
    showBody({ isPublished: true, publishedAt: '2025-03-04T12:00:00.000Z' });
    expect(screen.getByRole('heading', { level: 1, name: 'Zero trust, plainly' })).toBeDefined();
    const date = screen.getByText('March 4, 2025');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2025-03-04T12:00:00.000Z');
    expect(screen.getByText('Body text')).toBeDefined();
    // The way back, above the article and after it.
    expect(screen.getAllByRole('link', { name: 'Back to Home' })).toHaveLength(2);
  });

  it('shows only a safe image', () => {
    const { unmount } = showBody({ imageUrl: 'https://example.com/a.jpg' });
    expect(screen.getByRole('img', { name: 'Zero trust, plainly' }).getAttribute('src')).toBe(
      'https://example.com/a.jpg',
    );
    unmount();
    showBody({ imageUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('img')).toBeNull();
  });
});

const teaser = (over: Partial<TArticleTeaser> = {}): TArticleTeaser => {
  const {
    content: _content,
    createdBy: _by,
    isPublished: _published,
    ...rest
  } = article({ publishedAt: '2025-03-04T12:00:00.000Z' });
  return { ...rest, publishedAt: rest.publishedAt!, ...over };
};

describe('the teaser card of the home preview and /insights', () => {
  const showCard = (headingLevel?: 2 | 3) =>
    render(
      <MemoryRouter>
        <ul>
          <ArticleCard article={teaser()} headingLevel={headingLevel} />
        </ul>
      </MemoryRouter>,
    );

  it('links to the article page, named "Read more" and the article\'s title', () => {
    showCard();
    expect(screen.getByRole('heading', { level: 3, name: 'Zero trust, plainly' })).toBeDefined();
    // The visible "Read more" starts the name (WCAG 2.5.3); the title, for screen readers only, ends it.
    // (The test DOM lays nothing out, so its name computation reads the span as a block: the
    // words are checked as text.)
    const more = screen.getByRole('link', { name: /^Read more\b/ });
    expect(more.textContent).toBe('Read more: Zero trust, plainly');
    expect(more.getAttribute('href')).toBe('/article/art%201');
    expect(within(more).getByText(/Zero trust/).className).toContain('sr-only');
    expect(screen.getByText('Mar 4, 2025')).toBeDefined();
  });

  it('has an h2 title under the list page’s h1', () => {
    showCard(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Zero trust, plainly' })).toBeDefined();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});

describe('the Insights list', () => {
  it('asks for pages of published teasers, anonymously even when signed in, and follows the cursor', async () => {
    signIn();
    const calls = record(articleRoutes.listPublished, (call) =>
      call.url.searchParams.get('cursor') === 'c1'
        ? { articles: [teaser({ id: 'art-2', title: 'Second' })], nextCursor: null }
        : { articles: [teaser()], nextCursor: 'c1' },
    );
    const ui = renderScreen(<InsightsPage />, { at: '/insights' });
    const list = await screen.findByRole('list', { name: 'Articles, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await ui.user.click(screen.getByRole('button', { name: /Load more/ }));
    await expect.poll(() => within(list).queryAllByRole('listitem').length).toBe(2);
    expect(calls.map((c) => c.url.search)).toEqual(['?limit=12', '?limit=12&cursor=c1']);
    expect(calls.every((c) => c.authorization === null)).toBe(true);
  });
});
