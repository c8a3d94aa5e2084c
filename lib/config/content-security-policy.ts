export interface CspInputs {
  region: string;
  /** Cognito hosted domain host (no scheme), for the OAuth code exchange. */
  oauthDomain: string;
  /** Extra WebSocket origin once the realtime stack exists (e.g. `wss://abc.execute-api…`). */
  realtimeOrigin?: string;
}

/**
 * The SPA's Content-Security-Policy. Scripts only from the site itself (Vite emits no inline
 * script); connections only to the site, Cognito and presigned S3 URLs in the app's region.
 * Images may come from any HTTPS host because articles carry an author-supplied image URL.
 */
export function contentSecurityPolicy({ region, oauthDomain, realtimeOrigin }: CspInputs): string {
  const s3 = [`https://*.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
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
