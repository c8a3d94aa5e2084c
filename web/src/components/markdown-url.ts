/**
 * The URL policy of rendered markdown (articles are written by admins but read by everyone, so a
 * link or image must never run script): links may be http, https, mailto or relative; images only
 * http or https. Anything else loses its URL and renders as plain text.
 */

const LINK_SCHEMES = new Set(['http', 'https', 'mailto']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

/**
 * The scheme of an absolute URL in lower case, '' for a relative one, or null when the text before
 * the first colon is not a clean scheme (e.g. `java\tscript:` or ` javascript:`), which is refused.
 * Mirrors the WHATWG rule: a colon after the first `/`, `?` or `#` is part of a relative URL.
 */
function schemeOf(url: string): string | null {
  const colon = url.indexOf(':');
  if (colon === -1) return '';
  for (const stop of ['/', '?', '#']) {
    const at = url.indexOf(stop);
    if (at !== -1 && at < colon) return '';
  }
  const scheme = url.slice(0, colon);
  return /^[a-z][a-z0-9+.-]*$/i.test(scheme) ? scheme.toLowerCase() : null;
}

/** A link target allowed by the policy, or undefined (the link is dropped, its text kept). */
export function safeLinkUrl(url: string): string | undefined {
  const scheme = schemeOf(url);
  if (scheme === null) return undefined;
  if (scheme === '') {
    // Relative, but a leading control or space character could hide a scheme from this check
    // while the browser strips it: refuse those outright.
    return url === '' || url.charCodeAt(0) <= 0x20 ? undefined : url;
  }
  return LINK_SCHEMES.has(scheme) ? url : undefined;
}

/** An image source allowed by the policy (absolute http or https only), or undefined. */
export function safeImageUrl(url: string): string | undefined {
  const scheme = schemeOf(url);
  return scheme && IMAGE_SCHEMES.has(scheme) ? url : undefined;
}

/** react-markdown's `urlTransform`: `href` follows the link rule, `src` the image rule, anything else is dropped. */
export function markdownUrlTransform(url: string, key: string): string | undefined {
  if (key === 'href') return safeLinkUrl(url);
  if (key === 'src') return safeImageUrl(url);
  return undefined;
}

/** Whether a (policy-approved) link leaves this site: it then opens in a new tab. */
export function isExternalLink(href: string, origin: string): boolean {
  if (href.startsWith('mailto:')) return false;
  try {
    return new URL(href, `${origin}/`).origin !== origin;
  } catch {
    return true;
  }
}
