import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZArticle, type TArticle } from '@contracts/articles/article';
import { PRIVATE_PATHS, PUBLIC_PAGES } from '@domain/seo/public-pages';
import { adminCaller, anonymousCaller, type Caller } from '../support/api-session';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const appOrigin = new URL(stack.env.APP_ORIGIN!).origin;
let admin: Caller;

beforeAll(async () => {
  admin = await adminCaller(stack);
});

async function create(title: string, isPublished: boolean): Promise<TArticle> {
  const res = await admin.call('POST', '/api/admin/articles', {
    body: { title, excerpt: 'An excerpt.', content: '# Body', isPublished },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZArticle.parse(res.body);
}

async function sitemap(): Promise<{ type: string | null; xml: string }> {
  const res = await anonymous.fetch('GET', '/sitemap.xml');
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), xml: await res.text() };
}

/** The `<loc>` of each URL the sitemap lists. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('what search engines find', () => {
  it('lists the public pages and every published article in /sitemap.xml, drafts never', async () => {
    const published = await create('Sitemaps for security leaders', true);
    const draft = await create('Not ready yet', false);

    const { type, xml } = await sitemap();
    expect(type).toMatch(/^application\/xml/);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = locations(xml);
    for (const page of PUBLIC_PAGES) expect(listed).toContain(new URL(page, appOrigin).href);
    const articleUrl = (a: TArticle) => `${appOrigin}/article/${encodeURIComponent(a.id)}`;
    expect(listed).toContain(articleUrl(published));
    expect(listed).not.toContain(articleUrl(draft));
    expect(xml).toContain(
      `<loc>${articleUrl(published)}</loc><lastmod>${published.updatedAt.slice(0, 10)}</lastmod>`,
    );

    // Published later, the draft shows in the next answer; unpublished, the other goes.
    const path = (a: TArticle) => `/api/admin/articles/${a.id}`;
    expect((await admin.call('PATCH', path(draft), { body: { isPublished: true } })).status).toBe(
      200,
    );
    expect(
      (await admin.call('PATCH', path(published), { body: { isPublished: false } })).status,
    ).toBe(200);
    const after = locations((await sitemap()).xml);
    expect(after).toContain(articleUrl(draft));
    expect(after).not.toContain(articleUrl(published));
  });

  it('answers /robots.txt as text naming the private paths and the sitemap, not the app', async () => {
    const res = await anonymous.fetch('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<html');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${new URL(stack.apiUrl).origin}/sitemap.xml`);
  });
});
