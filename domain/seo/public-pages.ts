/**
 * What search engines are told about the site: the public pages worth indexing, what they should
 * leave alone, and the sitemap of the public pages and published articles. Pure: the origin and
 * the articles are arguments.
 */

/** The public pages a visitor can open without an account (spec §2), landing page first. */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/insights',
  '/apply-ciso',
  '/post-role',
  '/apply-partner',
  '/privacy',
  '/terms',
];

/**
 * Paths crawlers should not fetch: the API, the sign-in pages and the signed-in screens (which
 * only send a crawler to sign in), and the personal links (signing, approval, cancelling), whose
 * token rides in the fragment and which are nobody's to index.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/api/',
  '/auth',
  '/account/',
  '/admin',
  '/home',
  '/my/',
  '/booking-pages',
  '/documents',
  '/timesheets',
  '/invoices',
  '/sign',
  '/signed-copy',
  '/timesheet-approval',
  '/book/cancel',
  '/linkedin/',
];

/** The site's sitemap, by absolute URL (robots.txt must name it so). */
export const sitemapUrl = (origin: string) => new URL('/sitemap.xml', origin).toString();

/** `/robots.txt`: every crawler may read the public pages, not the private ones; the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl(origin)}`,
    '',
  ].join('\n');
}

/** A published article as the sitemap lists it. */
export interface SitemapArticle {
  id: string;
  /** ISO instant of its last change. */
  updatedAt: string;
}

/** The sitemaps protocol allows at most this many URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** `YYYY-MM-DD` of an ISO instant (W3C date, as the protocol's lastmod takes it). */
const day = (iso: string) => iso.slice(0, 10);

/**
 * `/sitemap.xml` (sitemaps.org protocol 0.9): the public pages, then each published article's
 * page with the day it last changed, up to the protocol's 50,000 URLs.
 */
export function sitemapXml(origin: string, articles: readonly SitemapArticle[]): string {
  const url = (path: string) => new URL(path, origin).toString();
  const entries = [
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${xmlEscape(url(path))}</loc></url>`),
    ...articles.map(
      (article) =>
        `  <url><loc>${xmlEscape(url(`/article/${encodeURIComponent(article.id)}`))}</loc>` +
        `<lastmod>${day(article.updatedAt)}</lastmod></url>`,
    ),
  ].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
