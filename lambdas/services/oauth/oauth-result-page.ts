import { createHash } from 'node:crypto';
import { PROVIDER_LABELS } from '@contracts/booking/connection';
import type { OAuthOutcome } from './finish-oauth';

export interface HtmlPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111}a{color:#2563eb}';

/**
 * The page the provider's popup lands on. On success its one script tells the opener (only on the
 * app's own origin) `oauth-success` and closes the popup; a browser without an opener gets a link
 * back to the connect screen. The CSP allows exactly that script and style, by hash.
 */
export function oauthResultPage(outcome: OAuthOutcome, appOrigin: string): HtmlPage {
  const label = PROVIDER_LABELS[outcome.provider];
  const back = outcome.bookingPageId
    ? `${appOrigin}/booking-pages/${encodeURIComponent(outcome.bookingPageId)}/connect`
    : `${appOrigin}/booking-pages`;
  const script = outcome.connected
    ? `if(window.opener){window.opener.postMessage('oauth-success',${JSON.stringify(appOrigin)});window.close();}`
    : undefined;
  const title = outcome.connected ? `${label} connected` : `${label} not connected`;
  const text = outcome.connected
    ? 'You can close this window and return to your booking page.'
    : outcome.reason;
  const body = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(text)}</p>`,
    `<p><a href="${escapeHtml(back)}">Back to the booking page</a></p>`,
    script ? `<script>${script}</script>` : '',
    '</body></html>',
  ].join('');
  const csp = [
    "default-src 'none'",
    `script-src ${script ? sha256(script) : "'none'"}`,
    `style-src ${sha256(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    status: outcome.connected ? 200 : 400,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
    body,
  };
}
