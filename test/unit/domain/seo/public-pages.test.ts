import { describe, expect, it } from 'vitest';
import {
  PUBLIC_PAGES,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapXml,
} from '../../../../domain/seo/public-pages';

describe('robots.txt', () => {
  it('lets crawlers read the public pages, keeps them off the private ones, and names the sitemap', () => {
    const text = robotsTxt('https://hub.example.com');
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /sign');
    expect(lines).toContain('Disallow: /timesheet-approval');
    expect(lines).toContain('Sitemap: https://hub.example.com/sitemap.xml');
    // No public page is disallowed by a prefix.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
    for (const page of PUBLIC_PAGES.filter((p) => p !== '/'))
      expect(
        disallowed.some((d) => page.startsWith(d)),
        page,
      ).toBe(false);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, then each article with the day it last changed, escaped', () => {
    const xml = sitemapXml('https://hub.example.com', [
      { id: 'a&b', updatedAt: '2026-12-01T10:00:00.000Z' },
    ]);
    expect(xml).toContain('<loc>https://hub.example.com/</loc>');
    expect(xml).toContain('<loc>https://hub.example.com/terms</loc>');
    expect(xml).toContain(
      '<url><loc>https://hub.example.com/article/a%26b</loc><lastmod>2026-12-01</lastmod></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGES.length + 1);
  });

  it("stops at the protocol's 50,000 URLs", () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({
      id: `a${i}`,
      updatedAt: '2026-12-01T00:00:00.000Z',
    }));
    expect(sitemapXml('https://hub.example.com', many).match(/<url>/g)).toHaveLength(
      SITEMAP_MAX_URLS,
    );
  });
});
