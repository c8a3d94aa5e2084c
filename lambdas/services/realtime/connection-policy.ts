/**
 * Who may open a live connection, and for how long an unheard-of one is kept. Pure rules: the
 * allowed origins come from the function's settings.
 */

/** Open connections one address may hold; the next `$connect` is refused with 429. */
export const MAX_CONNECTIONS_PER_ADDRESS = 20;

/**
 * How long a connection item lives after its `$connect` or last ping. The page pings every
 * 5 minutes (`KEEPALIVE_MS` in the web's live-updates), so a live page's item never lapses, while
 * the item of a connection that died without `$disconnect` lapses within 12 minutes: it is then
 * neither pushed to nor counted against its address.
 */
export const CONNECTION_IDLE_LIFETIME_MS = 12 * 60_000;

/** An origin as browsers send it: scheme, host and port, lower case, no trailing slash. */
function normalOrigin(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** `WS_ALLOWED_ORIGINS` (comma-separated origins) as a list; anything unparsable is dropped. */
export function parseAllowedOrigins(setting: string): string[] {
  return setting
    .split(',')
    .map((part) => normalOrigin(part))
    .filter((origin): origin is string => origin !== undefined);
}

/**
 * Whether a handshake's `Origin` may connect. Browsers always send it on a WebSocket handshake,
 * so another site's page (or a sandboxed frame's `null`) is refused. A handshake without any
 * Origin is not from a browser page; any script can send whatever Origin it likes, so refusing
 * it would stop no abuse (the per-address limit does that) and only break monitoring and tools:
 * it is let in.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normal = normalOrigin(origin);
  return normal !== undefined && allowed.includes(normal);
}

/** The expiry of a connection item written (or refreshed) at `now`. */
export const connectionExpiry = (now: Date): Date =>
  new Date(now.getTime() + CONNECTION_IDLE_LIFETIME_MS);
