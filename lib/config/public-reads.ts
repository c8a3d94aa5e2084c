/**
 * The public reads that CloudFront keeps for a few seconds (docs/decisions.md, "Public reads
 * cached at the edge"): the Web stack gives each pattern its cached behaviour, and the local
 * stand-in of that cache (`local/edge/public-read-cache.ts`) answers the same requests the same
 * way, so the two cannot drift.
 */
export const PUBLIC_READ_SECONDS = 5;

export interface PublicReadPath {
  /** A CloudFront path pattern: `*` stands for any characters, `/` included. */
  pattern: string;
  /** The behaviour also lets writes through (uncached), e.g. bookings under a public page. */
  allowsWrites?: boolean;
}

export const publicReadPaths: readonly PublicReadPath[] = [
  { pattern: '/api/ticker' },
  { pattern: '/api/articles' },
  { pattern: '/api/articles/*' },
  // The page and its free times are cached; booking (POST) always reaches the API.
  { pattern: '/api/public/booking-pages/*', allowsWrites: true },
  // The sitemap, at the site's root where crawlers look, answered by the articles' function.
  { pattern: '/sitemap.xml' },
  // The API's description: the same for every caller, changed only by a deployment.
  { pattern: '/api/openapi.json' },
];

const matchers = publicReadPaths.map(({ pattern }) => {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
});

/** Whether the edge may answer this request from its cache (GET and HEAD of a public read path). */
export function isPublicRead(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return matchers.some((matcher) => matcher.test(path));
}
