import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEFAULT_AUTHOR,
  ZArticle,
  ZArticleList,
  ZPublicArticle,
  ZPublicArticleList,
  type TArticle,
  type TArticleSummary,
} from '@contracts/articles/article';
import { saveArticleMessages } from '@contracts/articles/save-article';
import { adminCaller, anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let admin: Caller;
let user: Caller;

beforeAll(async () => {
  [admin, user] = await Promise.all([adminCaller(stack), userCaller(stack)]);
});

const notFoundBody = { error: { code: 'not_found', message: 'Article not found' } };

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Zero trust for small teams',
  excerpt: 'Where to **start** when you have no security team.',
  content: '# Zero trust\n\nStart with identity.',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<TArticle> {
  const res = await admin.call('POST', '/api/admin/articles', { body: form(overrides) });
  expect(res.status).toBe(201);
  return ZArticle.strict().parse(res.body);
}

async function adminList(): Promise<TArticleSummary[]> {
  const res = await admin.call('GET', '/api/admin/articles');
  expect(res.status).toBe(200);
  return ZArticleList.strict().parse(res.body).articles;
}

async function publicList(limit = 50) {
  const res = await anonymous.call('GET', `/api/articles?limit=${limit}`);
  expect(res.status).toBe(200);
  return ZPublicArticleList.strict().parse(res.body).articles;
}

/** Every article's id and last change: equal snapshots mean nothing was written. */
const snapshot = async () =>
  (await adminList()).map((a) => `${a.id}@${a.updatedAt}`).sort((x, y) => x.localeCompare(y));

describe('authorization', () => {
  let target: TArticle;
  beforeAll(async () => {
    target = await create({ isPublished: true, title: 'Authorization target' });
  });

  const adminRoutes = () => [
    { method: 'GET', path: '/api/admin/articles' },
    { method: 'POST', path: '/api/admin/articles', body: form({ title: 'Should never exist' }) },
    { method: 'GET', path: `/api/admin/articles/${target.id}` },
    { method: 'PUT', path: `/api/admin/articles/${target.id}`, body: form({ title: 'Hijacked' }) },
    { method: 'PATCH', path: `/api/admin/articles/${target.id}`, body: { isPublished: false } },
    { method: 'DELETE', path: `/api/admin/articles/${target.id}` },
  ];

  it('answers 401 to anonymous callers on every admin route, and writes nothing', async () => {
    const before = await snapshot();
    for (const { method, path, body } of adminRoutes()) {
      const res = await anonymous.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to a signed-in non-admin on every admin route, and writes nothing', async () => {
    const before = await snapshot();
    for (const { method, path, body } of adminRoutes()) {
      const res = await user.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({
        error: { code: 'forbidden', message: "You don't have admin privileges" },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the admin use every admin route', async () => {
    const [list, created] = await Promise.all([
      admin.call('GET', '/api/admin/articles'),
      admin.call('POST', '/api/admin/articles', { body: form({ title: 'Admin matrix' }) }),
    ]);
    expect(list.status).toBe(200);
    expect(created.status).toBe(201);
    const id = ZArticle.parse(created.body).id;
    const path = `/api/admin/articles/${id}`;
    expect((await admin.call('PUT', path, { body: form({ title: 'Edited' }) })).status).toBe(200);
    expect((await admin.call('PATCH', path, { body: { isPublished: true } })).status).toBe(200);
    const deleted = await admin.call('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
  });

  it('serves the public routes to anonymous, signed-in and admin callers alike', async () => {
    for (const caller of [anonymous, user, admin]) {
      const list = await caller.call('GET', '/api/articles');
      expect(list.status).toBe(200);
      expect(ZPublicArticleList.strict().parse(list.body).articles.length).toBeLessThanOrEqual(3);
      const one = await caller.call('GET', `/api/articles/${target.id}`);
      expect(one.status).toBe(200);
      expect(ZPublicArticle.strict().parse(one.body).title).toBe('Authorization target');
    }
  });
});

describe('creating and reading', () => {
  it('takes createdBy from the token, never the body, and defaults a blank author', async () => {
    const article = await create({ authorName: '   ', createdBy: 'someone-else', id: 'chosen' });
    expect(article.createdBy).toBe(admin.sub);
    expect(article.authorName).toBe(DEFAULT_AUTHOR);
    expect(article.id).not.toBe('chosen');
    expect(article).toMatchObject({ isPublished: false, publishedAt: null, imageUrl: null });
  });

  it('publishes on create: newest first in the public list, readable by id without internal fields', async () => {
    const article = await create({
      isPublished: true,
      authorName: 'Grace Hopper',
      imageUrl: 'https://images.example.com/zero-trust.png',
    });
    expect(article.publishedAt).toEqual(article.createdAt);
    const [newest] = await publicList(3);
    expect(newest?.id).toBe(article.id);
    const res = await anonymous.call('GET', `/api/articles/${article.id}`);
    expect(res.status).toBe(200);
    const { createdBy: _c, isPublished: _p, ...publicFields } = article;
    expect(res.body).toEqual(publicFields);
  });

  it('answers the home preview with at most `limit` published articles, newest first', async () => {
    const res = await anonymous.call('GET', '/api/articles');
    const articles = ZPublicArticleList.parse(res.body).articles;
    expect(articles.length).toBeLessThanOrEqual(3);
    const dates = articles.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await publicList(1)).length).toBe(1);
  });

  it('lists teasers without the article body, which only the reader loads', async () => {
    const article = await create({ isPublished: true, title: 'Teaser only' });
    const res = await anonymous.call('GET', '/api/articles?limit=50');
    const listed = (res.body as { articles: Record<string, unknown>[] }).articles.find(
      (a) => a.id === article.id,
    );
    expect(listed).toMatchObject({ title: 'Teaser only', excerpt: article.excerpt });
    expect(listed).not.toHaveProperty('content');
  });

  it('keeps a draft invisible: not listed, and the same 404 as a missing id', async () => {
    const draft = await create({ title: 'Secret draft' });
    expect((await publicList()).map((a) => a.id)).not.toContain(draft.id);
    const hidden = await anonymous.call('GET', `/api/articles/${draft.id}`);
    const missing = await anonymous.call('GET', '/api/articles/no-such-article');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(notFoundBody);
    expect(missing).toEqual(hidden);
    // Signed-in callers and admins get the same answer on the public route.
    expect(await admin.call('GET', `/api/articles/${draft.id}`)).toEqual(hidden);
  });

  it('lists drafts first for the admin, then newest publishedAt first', async () => {
    const older = await create({ isPublished: true, title: 'Older published' });
    const newer = await create({ isPublished: true, title: 'Newer published' });
    const draft = await create({ title: 'Fresh draft' });
    const ids = (await adminList()).map((a) => a.id);
    expect(ids[0]).toBe(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const list = await adminList();
    const firstPublished = list.findIndex((a) => a.publishedAt !== null);
    expect(list.slice(0, firstPublished).every((a) => a.publishedAt === null)).toBe(true);
    const published = list.slice(firstPublished).map((a) => a.publishedAt);
    expect(published.every((p) => p !== null)).toBe(true);
    expect(published).toEqual([...published].sort().reverse());
  });
});

describe('publishing', () => {
  it('sets publishedAt when first published and keeps it through unpublish and re-publish', async () => {
    const draft = await create({ title: 'Publish cycle' });
    const path = `/api/admin/articles/${draft.id}`;

    const published = ZArticle.parse(
      (await admin.call('PATCH', path, { body: { isPublished: true } })).body,
    );
    expect(published.isPublished).toBe(true);
    expect(published.publishedAt).not.toBeNull();
    expect((await anonymous.call('GET', `/api/articles/${draft.id}`)).status).toBe(200);

    const unpublished = ZArticle.parse(
      (await admin.call('PATCH', path, { body: { isPublished: false } })).body,
    );
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: published.publishedAt });
    expect(await anonymous.call('GET', `/api/articles/${draft.id}`)).toEqual({
      status: 404,
      body: notFoundBody,
    });
    expect((await publicList()).map((a) => a.id)).not.toContain(draft.id);

    const again = ZArticle.parse(
      (await admin.call('PATCH', path, { body: { isPublished: true } })).body,
    );
    expect(again).toMatchObject({ isPublished: true, publishedAt: published.publishedAt });
    expect((await publicList()).map((a) => a.id)).toContain(draft.id);

    // Saving the form published does not move it either.
    const saved = await admin.call('PUT', path, { body: form({ isPublished: true }) });
    expect(ZArticle.parse(saved.body).publishedAt).toBe(published.publishedAt);
  });

  it('publishing a never-published draft through the form sets publishedAt', async () => {
    const draft = await create();
    const res = await admin.call('PUT', `/api/admin/articles/${draft.id}`, {
      body: form({ title: 'Now live', isPublished: true }),
    });
    expect(res.status).toBe(200);
    const article = ZArticle.strict().parse(res.body);
    expect(article).toMatchObject({ title: 'Now live', isPublished: true, createdBy: admin.sub });
    expect(article.publishedAt).not.toBeNull();
    expect(article.createdAt).toBe(draft.createdAt);
  });
});

describe('deleting', () => {
  it('removes the article from every list; a second delete is a 404', async () => {
    const article = await create({ isPublished: true });
    const path = `/api/admin/articles/${article.id}`;
    expect((await admin.call('DELETE', path)).status).toBe(204);
    expect((await adminList()).map((a) => a.id)).not.toContain(article.id);
    expect((await publicList()).map((a) => a.id)).not.toContain(article.id);
    expect(await anonymous.call('GET', `/api/articles/${article.id}`)).toEqual({
      status: 404,
      body: notFoundBody,
    });
    expect(await admin.call('DELETE', path)).toEqual({ status: 404, body: notFoundBody });
  });
});

describe('bad input', () => {
  let existing: TArticle;
  beforeAll(async () => {
    existing = await create({ title: 'Bad input target' });
  });

  const hundredKb = 'x'.repeat(100 * 1024);
  const saveCases: Array<[string, { body?: unknown; raw?: string }, number, string]> = [
    [
      'a missing title',
      { body: { excerpt: 'E', content: 'C' } },
      400,
      'Please fill in all required fields',
    ],
    [
      'a whitespace-only content',
      { body: form({ content: '  \n  ' }) },
      400,
      'Please fill in all required fields',
    ],
    [
      'a title of the wrong type',
      { body: form({ title: 12 }) },
      400,
      'Please fill in all required fields',
    ],
    ['an array body', { body: [form()] }, 400, 'Please fill in all required fields'],
    [
      'a publish flag of the wrong type',
      { body: form({ isPublished: 'yes' }) },
      400,
      'Publish must be true or false',
    ],
    [
      'an author of the wrong type',
      { body: form({ authorName: 7 }) },
      400,
      'Author name must be text',
    ],
    [
      'a 100 KB title',
      { body: form({ title: hundredKb }) },
      400,
      'Title must be at most 200 characters',
    ],
    [
      'a 100 KB content',
      { body: form({ content: hundredKb }) },
      400,
      'Content must be at most 50,000 characters',
    ],
    [
      'a 100 KB excerpt',
      { body: form({ excerpt: hundredKb }) },
      400,
      'Excerpt must be at most 1,000 characters',
    ],
    [
      'a javascript: image URL',
      { body: form({ imageUrl: 'javascript:alert(document.cookie)' }) },
      400,
      'Image URL must be a valid http or https URL',
    ],
    [
      'a data: image URL',
      { body: form({ imageUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }) },
      400,
      'Image URL must be a valid http or https URL',
    ],
    ['malformed JSON', { raw: '{"title": "T", ' }, 400, 'The request body is not valid JSON'],
    ['an empty body', { raw: '' }, 400, 'A JSON request body is required'],
    [
      'a 300 KB body',
      { body: form({ content: 'x'.repeat(300 * 1024) }) },
      413,
      'The request body is larger than the 256 KB limit',
    ],
  ];

  it.each(saveCases)(
    'POST with %s is refused and writes nothing',
    async (_, init, status, message) => {
      const before = await snapshot();
      expectError(await admin.call('POST', '/api/admin/articles', init), status, message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(saveCases)(
    'PUT with %s is refused and writes nothing',
    async (_, init, status, message) => {
      const before = await snapshot();
      expectError(
        await admin.call('PUT', `/api/admin/articles/${existing.id}`, init),
        status,
        message,
      );
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ['a missing flag', { body: {} }, 'Publish must be true or false'],
    [
      'a flag of the wrong type',
      { body: { isPublished: 'true' } },
      'Publish must be true or false',
    ],
    ['a null body', { raw: 'null' }, 'Publish must be true or false'],
    ['malformed JSON', { raw: '{isPublished: true}' }, 'The request body is not valid JSON'],
  ])('PATCH with %s is refused and writes nothing', async (_, init, message) => {
    const before = await snapshot();
    expectError(
      await admin.call('PATCH', `/api/admin/articles/${existing.id}`, init),
      400,
      message,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('PUT, PATCH and DELETE of an unknown id answer 404 and create nothing', async () => {
    const before = await snapshot();
    const path = '/api/admin/articles/does-not-exist';
    expect(await admin.call('PUT', path, { body: form() })).toEqual({
      status: 404,
      body: notFoundBody,
    });
    expect(await admin.call('PATCH', path, { body: { isPublished: true } })).toEqual({
      status: 404,
      body: notFoundBody,
    });
    expect(await admin.call('DELETE', path)).toEqual({ status: 404, body: notFoundBody });
    const tooLong = `/api/admin/articles/${'x'.repeat(300)}`;
    expect(await admin.call('PUT', tooLong, { body: form() })).toEqual({
      status: 404,
      body: notFoundBody,
    });
    expect(await snapshot()).toEqual(before);
    expect(await anonymous.call('GET', '/api/articles/does-not-exist')).toEqual({
      status: 404,
      body: notFoundBody,
    });
  });

  it.each([
    ['abc', 'Limit must be a number'],
    ['0', 'Limit must be at least 1'],
    ['51', 'Limit must be at most 50'],
  ])('GET /api/articles?limit=%s is a 400', async (limit, message) => {
    expectError(await anonymous.call('GET', `/api/articles?limit=${limit}`), 400, message);
  });
});

describe('lost updates', () => {
  it('refuses a save over a newer change (409) and keeps the newer change', async () => {
    const article = await create({ title: 'Two editors' });
    const path = `/api/admin/articles/${article.id}`;
    // Editor A saves first, from the version both loaded.
    const first = await admin.call('PUT', path, {
      body: { ...form({ title: 'Edited by A' }), expectedUpdatedAt: article.updatedAt },
    });
    expect(first.status).toBe(200);
    // Editor B still holds the old version.
    const second = await admin.call('PUT', path, {
      body: { ...form({ title: 'Edited by B' }), expectedUpdatedAt: article.updatedAt },
    });
    expectError(second, 409, saveArticleMessages.stale);
    expect((await adminList()).find((a) => a.id === article.id)?.title).toBe('Edited by A');
    // B reloads and saves from the newer version.
    const reloaded = ZArticle.parse(first.body);
    const third = await admin.call('PUT', path, {
      body: { ...form({ title: 'Edited by B' }), expectedUpdatedAt: reloaded.updatedAt },
    });
    expect(third.status).toBe(200);
    expect(ZArticle.parse(third.body).title).toBe('Edited by B');
  });
});

describe('bounded answers', () => {
  it('lists articles without their bodies, and opens one with its body for the editor', async () => {
    const long = `# Long read\n\n${Array(2000).fill('Paragraph of advice.').join(' ')}`;
    const article = await create({ title: 'Long read', content: long });
    const res = await admin.call('GET', '/api/admin/articles');
    const listed = (res.body as { articles: Record<string, unknown>[] }).articles.find(
      (a) => a.id === article.id,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('content');
    expect(JSON.stringify(res.body).length).toBeLessThan(long.length);
    const one = await admin.call('GET', `/api/admin/articles/${article.id}`);
    expect(one.status).toBe(200);
    expect(ZArticle.strict().parse(one.body)).toMatchObject({ id: article.id, content: long });
    expect(await admin.call('GET', '/api/admin/articles/no-such-article')).toEqual({
      status: 404,
      body: notFoundBody,
    });
  });
});
