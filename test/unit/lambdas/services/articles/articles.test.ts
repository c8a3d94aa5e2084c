import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTHOR,
  ZArticle,
  ZArticleSummary,
  type TArticle,
} from '@contracts/articles/article';
import { ZSaveArticle, type TSaveArticle } from '@contracts/articles/save-article';
import { articleKey, toArticleItem } from '../../../../../lambdas/services/articles/article-item';
import { createArticle } from '../../../../../lambdas/services/articles/create-article';
import { deleteArticle } from '../../../../../lambdas/services/articles/delete-article';
import { getPublishedArticle } from '../../../../../lambdas/services/articles/get-published-article';
import { listArticles } from '../../../../../lambdas/services/articles/list-articles';
import { listPublishedArticles } from '../../../../../lambdas/services/articles/list-published-articles';
import { setArticlePublished } from '../../../../../lambdas/services/articles/set-article-published';
import { updateArticle } from '../../../../../lambdas/services/articles/update-article';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

/** A clock the test moves forward. */
function steppingClock(start = '2025-06-01T12:00:00.000Z') {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advance(minutes: number) {
      t += minutes * 60_000;
      return new Date(t).toISOString();
    },
  };
}

function sequenceIds(prefix = 'art') {
  let n = 0;
  return { newId: () => `${prefix}-${++n}` };
}

function setup(items: ReturnType<typeof toArticleItem>[] = []) {
  const table = new MemoryTable(items);
  const clock = steppingClock();
  const ids = sequenceIds();
  return { table, clock, ids, deps: { table, clock, ids } };
}

const form = (overrides: Partial<TSaveArticle> = {}) =>
  ZSaveArticle.parse({
    title: 'Board reporting',
    excerpt: 'What the board wants to hear',
    content: '# Board reporting\n\nTell them about risk.',
    ...overrides,
  });

const stored = (overrides: Partial<TArticle> = {}): TArticle => ({
  id: 'a1',
  title: 'Stored',
  excerpt: 'Excerpt',
  content: 'Content',
  imageUrl: null,
  authorName: 'Ada',
  isPublished: false,
  publishedAt: null,
  createdBy: 'admin-sub',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('createArticle', () => {
  it('sets createdBy from the caller, never from the body, and defaults a blank author', async () => {
    const { deps, table } = setup();
    const body = ZSaveArticle.parse({ ...form(), authorName: '  ', createdBy: 'intruder' });
    const article = await createArticle(deps, { sub: 'admin-sub', article: body });
    expect(article).toEqual({
      id: 'art-1',
      title: 'Board reporting',
      excerpt: 'What the board wants to hear',
      content: '# Board reporting\n\nTell them about risk.',
      imageUrl: null,
      authorName: DEFAULT_AUTHOR,
      isPublished: false,
      publishedAt: null,
      createdBy: 'admin-sub',
      createdAt: '2025-06-01T12:00:00.000Z',
      updatedAt: '2025-06-01T12:00:00.000Z',
    });
    expect(ZArticle.strict().parse(article)).toEqual(article);
    const item = table.items.get(`ARTICLE#art-1\u0000ARTICLE`);
    expect(item).toMatchObject({ GSI1PK: 'ARTICLES', createdBy: 'admin-sub', version: 1 });
    // A draft is not in the public index.
    expect(item).not.toHaveProperty('GSI2PK');
    expect(table.writes[0]).toMatchObject({ op: 'put', expect: { exists: false } });
  });

  it('keeps a given author name and image URL', async () => {
    const { deps } = setup();
    const article = await createArticle(deps, {
      sub: 'admin-sub',
      article: form({ authorName: 'Grace Hopper', imageUrl: 'https://img.example/a.png' }),
    });
    expect(article).toMatchObject({
      authorName: 'Grace Hopper',
      imageUrl: 'https://img.example/a.png',
    });
  });

  it('sets publishedAt to now and enters the public index when created published', async () => {
    const { deps, table } = setup();
    const article = await createArticle(deps, {
      sub: 'admin-sub',
      article: form({ isPublished: true }),
    });
    expect(article).toMatchObject({ isPublished: true, publishedAt: '2025-06-01T12:00:00.000Z' });
    expect(table.items.get(`ARTICLE#art-1\u0000ARTICLE`)).toMatchObject({
      GSI2PK: 'ARTICLES#PUBLISHED',
      GSI2SK: '2025-06-01T12:00:00.000Z#art-1',
    });
  });
});

describe('setArticlePublished', () => {
  it('sets publishedAt when first published and keeps it through unpublish and re-publish', async () => {
    const { deps, table, clock } = setup([toArticleItem(stored(), 1)]);

    clock.advance(5);
    const published = await setArticlePublished(deps, { id: 'a1', isPublished: true });
    const first = published.publishedAt;
    expect(first).toBe('2025-06-01T12:05:00.000Z');
    expect(table.items.get('ARTICLE#a1\u0000ARTICLE')).toMatchObject({
      GSI2PK: 'ARTICLES#PUBLISHED',
    });

    clock.advance(5);
    const unpublished = await setArticlePublished(deps, { id: 'a1', isPublished: false });
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: first });
    // Out of the public index while unpublished, still in the admin one.
    const item = table.items.get('ARTICLE#a1\u0000ARTICLE');
    expect(item).not.toHaveProperty('GSI2PK');
    expect(item).not.toHaveProperty('GSI2SK');
    expect(item).toMatchObject({ GSI1PK: 'ARTICLES', GSI1SK: `1#${first}#a1` });

    clock.advance(5);
    const again = await setArticlePublished(deps, { id: 'a1', isPublished: true });
    expect(again).toMatchObject({ isPublished: true, publishedAt: first });
    expect(again.updatedAt).toBe('2025-06-01T12:15:00.000Z');
    expect(again.createdBy).toBe('admin-sub');
  });

  it('is a 404 for an unknown id and writes nothing', async () => {
    const { deps, table } = setup();
    expect(await rejection(setArticlePublished(deps, { id: 'nope', isPublished: true }))).toEqual({
      status: 404,
      message: 'Article not found',
    });
    expect(table.items.size).toBe(0);
  });
});

describe('updateArticle', () => {
  it('replaces the form fields and keeps createdBy, createdAt and an earlier publishedAt', async () => {
    const publishedAt = '2025-02-01T00:00:00.000Z';
    const { deps } = setup([
      toArticleItem(
        stored({ isPublished: false, publishedAt, imageUrl: 'https://x.example/i.png' }),
        4,
      ),
    ]);
    const updated = await updateArticle(deps, {
      id: 'a1',
      article: form({ title: 'New title', isPublished: true, imageUrl: '' }),
    });
    expect(updated).toMatchObject({
      id: 'a1',
      title: 'New title',
      imageUrl: null,
      authorName: DEFAULT_AUTHOR,
      isPublished: true,
      publishedAt,
      createdBy: 'admin-sub',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-06-01T12:00:00.000Z',
    });
  });

  it('publishing a never-published draft through save sets publishedAt to now', async () => {
    const { deps } = setup([toArticleItem(stored(), 1)]);
    const updated = await updateArticle(deps, { id: 'a1', article: form({ isPublished: true }) });
    expect(updated.publishedAt).toBe('2025-06-01T12:00:00.000Z');
  });

  it('saving a draft unpublished leaves publishedAt null', async () => {
    const { deps } = setup([toArticleItem(stored(), 1)]);
    const updated = await updateArticle(deps, { id: 'a1', article: form() });
    expect(updated).toMatchObject({ isPublished: false, publishedAt: null });
  });

  it('is a 404 for an unknown id and creates nothing', async () => {
    const { deps, table } = setup();
    expect(await rejection(updateArticle(deps, { id: 'ghost', article: form() }))).toEqual({
      status: 404,
      message: 'Article not found',
    });
    expect(table.items.size).toBe(0);
  });

  it('writes on condition of the version it read, and retries after losing a race', async () => {
    const { deps, table } = setup([toArticleItem(stored(), 1)]);
    let interfered = false;
    table.beforeWrite = (op) => {
      if (interfered || op.op !== 'put') return;
      interfered = true;
      // Someone else publishes first: the item moves to version 2 with a publishedAt.
      table.items.set(
        'ARTICLE#a1\u0000ARTICLE',
        toArticleItem(stored({ isPublished: true, publishedAt: '2025-05-05T05:05:05.000Z' }), 2),
      );
    };
    const updated = await updateArticle(deps, { id: 'a1', article: form({ isPublished: true }) });
    // The retry saw their publishedAt and kept it instead of overwriting it with now.
    expect(updated.publishedAt).toBe('2025-05-05T05:05:05.000Z');
    expect(table.items.get('ARTICLE#a1\u0000ARTICLE')).toMatchObject({ version: 3 });
  });

  it('does not bring back an article deleted while it was being saved', async () => {
    const { deps, table } = setup([toArticleItem(stored(), 1)]);
    table.beforeWrite = () => table.items.delete('ARTICLE#a1\u0000ARTICLE');
    expect(await rejection(updateArticle(deps, { id: 'a1', article: form() }))).toEqual({
      status: 404,
      message: 'Article not found',
    });
    expect(table.items.size).toBe(0);
  });
});

describe('deleteArticle', () => {
  it('removes the article', async () => {
    const { deps, table } = setup([toArticleItem(stored(), 1)]);
    await deleteArticle(deps, { id: 'a1' });
    expect(table.items.size).toBe(0);
  });

  it('is a 404 for an unknown id', async () => {
    const { deps } = setup();
    expect(await rejection(deleteArticle(deps, { id: 'ghost' }))).toEqual({
      status: 404,
      message: 'Article not found',
    });
  });
});

describe('reading articles', () => {
  const articles = [
    stored({ id: 'old', isPublished: true, publishedAt: '2025-01-01T00:00:00.000Z' }),
    stored({ id: 'new', isPublished: true, publishedAt: '2025-03-01T00:00:00.000Z' }),
    stored({ id: 'mid', isPublished: true, publishedAt: '2025-02-01T00:00:00.000Z' }),
    // Unpublished after being published: keeps its place among the published in the admin list.
    stored({ id: 'was', isPublished: false, publishedAt: '2025-02-15T00:00:00.000Z' }),
    stored({ id: 'draft-old', createdAt: '2025-01-05T00:00:00.000Z' }),
    stored({ id: 'draft-new', createdAt: '2025-04-05T00:00:00.000Z' }),
  ];
  const items = articles.map((a) => toArticleItem(a, 1));

  it('admin list: never-published drafts first (newest created first), then newest publishedAt first', async () => {
    const { deps, table } = setup(items);
    const { articles: list, nextCursor } = await listArticles(deps, { limit: 50 });
    expect(nextCursor).toBeNull();
    expect(list.map((a) => a.id)).toEqual(['draft-new', 'draft-old', 'new', 'was', 'mid', 'old']);
    expect(table.queries).toEqual([
      expect.objectContaining({ index: 'GSI1', pk: 'ARTICLES', ascending: false }),
    ]);
    // No keys, internal attributes or bodies leak.
    for (const a of list) expect(ZArticleSummary.strict().parse(a)).toEqual(a);
  });

  it('public list: published only, newest first, limited, in one GSI2 query', async () => {
    const { deps, table } = setup(items);
    const { articles: list, nextCursor } = await listPublishedArticles(deps, { limit: 2 });
    expect(list.map((a) => a.id)).toEqual(['new', 'mid']);
    // 'old' is left for the next page.
    expect(nextCursor).toEqual(expect.any(String));
    expect(list[0]).not.toHaveProperty('createdBy');
    expect(list[0]).not.toHaveProperty('isPublished');
    expect(table.queries).toEqual([
      expect.objectContaining({
        index: 'GSI2',
        pk: 'ARTICLES#PUBLISHED',
        ascending: false,
        // One more than the page: a next page is offered only when there is one.
        limit: 3,
      }),
    ]);
  });

  it('public article: a published one is served without internal fields', async () => {
    const { deps } = setup(items);
    const article = await getPublishedArticle(deps, { id: 'mid' });
    expect(article).toMatchObject({ id: 'mid', publishedAt: '2025-02-01T00:00:00.000Z' });
    expect(article).not.toHaveProperty('createdBy');
    expect(article).not.toHaveProperty('PK');
  });

  it('public article: missing and unpublished give the very same 404', async () => {
    const { deps } = setup(items);
    const missing = await rejection(getPublishedArticle(deps, { id: 'nope' }));
    expect(missing).toEqual({ status: 404, message: 'Article not found' });
    expect(await rejection(getPublishedArticle(deps, { id: 'draft-new' }))).toEqual(missing);
    expect(await rejection(getPublishedArticle(deps, { id: 'was' }))).toEqual(missing);
  });

  it('stores articles under their own key', () => {
    expect(articleKey('x')).toEqual({ PK: 'ARTICLE#x', SK: 'ARTICLE' });
  });
});
