export interface CspInputs {
  region: string;
  /** Cognito hosted domain host (no scheme), for the OAuth code exchange. */
  oauthDomain: string;
  /** Extra WebSocket origin once the realtime stack exists (e.g. `wss://abc.execute-api…`). */
  realtimeOrigin?: string;
  /**
   * The product's own buckets (documents, photos), by name: the only S3 hosts the SPA talks to,
   * through the presigned URLs the API gives it (virtual-hosted, `<bucket>.s3.<region>…`).
   */
  fileBuckets: readonly string[];
}

/**
 * The SPA's Content-Security-Policy. Scripts only from the site itself (Vite emits no inline
 * script); connections only to the site, Cognito and the product's own buckets, each named
 * exactly (never every bucket of the region, which anyone can own and fill). Images may come
 * from any HTTPS host because articles carry an author-supplied image URL (spec: the article
 * form's Image URL).
 */
export function contentSecurityPolicy({
  region,
  oauthDomain,
  realtimeOrigin,
  fileBuckets,
}: CspInputs): string {
  const s3 = fileBuckets.map((bucket) => `https://${bucket}.s3.${region}.amazonaws.com`);
  const connect = [
    "'self'",
    `https://cognito-idp.${region}.amazonaws.com`,
    `https://${oauthDomain}`,
    ...s3,
    ...(realtimeOrigin ? [realtimeOrigin] : []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Radix and sonner set inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    // PDF.js runs its worker from a bundled file or a blob; previews render blobs in frames.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:', ...s3],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", `https://${oauthDomain}`],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
