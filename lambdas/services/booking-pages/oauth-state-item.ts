import { createHash, timingSafeEqual } from 'node:crypto';
import { OAUTH_PROVIDERS, type TOAuthProvider } from '@contracts/booking/connection';
import { oauthStateKeys } from '../../keys/oauth-state';
import type { TableItem, TableKey } from '../../ports/table';

/** How long the owner has to finish the provider's consent screen. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

export const oauthStateKey = (state: string): TableKey => oauthStateKeys.key({ state });

export interface OAuthFlow {
  bookingPageId: string;
  userId: string;
  provider: TOAuthProvider;
  codeVerifier: string;
  /** SHA-256 (hex) of the random value the starting browser holds in a cookie. */
  bindingHash: string;
}

export interface OAuthStateItem extends TableItem, OAuthFlow {
  /** Epoch seconds: DynamoDB's TTL, and refused on read after it (TTL deletes run late). */
  ttl: number;
}

export function toOAuthStateItem(state: string, flow: OAuthFlow, now: Date): OAuthStateItem {
  return {
    ...oauthStateKey(state),
    ...flow,
    ttl: Math.floor(now.getTime() / 1000) + OAUTH_STATE_TTL_SECONDS,
  };
}

/** The stored flow, if the item is one, is still live, and was started for `provider`. */
export function liveOAuthState(
  item: TableItem | undefined,
  provider: TOAuthProvider,
  now: Date,
): OAuthStateItem | undefined {
  const s = item as Partial<OAuthStateItem> | undefined;
  if (
    !s ||
    typeof s.bookingPageId !== 'string' ||
    typeof s.userId !== 'string' ||
    typeof s.codeVerifier !== 'string' ||
    typeof s.bindingHash !== 'string' ||
    typeof s.ttl !== 'number' ||
    !OAUTH_PROVIDERS.includes(s.provider as TOAuthProvider)
  )
    return undefined;
  if (s.ttl * 1000 <= now.getTime() || s.provider !== provider) return undefined;
  return s as OAuthStateItem;
}

export const bindingHash = (binding: string): string =>
  createHash('sha256').update(binding, 'utf8').digest('hex');

/** True when `binding` (the callback's cookie) is the one the flow was started with. */
export function sameBrowser(flow: OAuthStateItem, binding: string | undefined): boolean {
  if (!binding) return false;
  const a = Buffer.from(bindingHash(binding), 'hex');
  const b = Buffer.from(flow.bindingHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The cookie that ties a flow to the browser that started it, so a consent completed in another
 * browser (someone luring the owner into finishing *their* flow) connects nothing. One per
 * provider; sent back only to the callback path, only on top-level navigations (SameSite=Lax).
 */
export const bindingCookieName = (provider: TOAuthProvider) => `vciso_oauth_${provider}`;

export function bindingCookie(
  provider: TOAuthProvider,
  value: string,
  appOrigin: string,
  maxAge = OAUTH_STATE_TTL_SECONDS,
): string {
  const secure = appOrigin.startsWith('https:') ? '; Secure' : '';
  return `${bindingCookieName(provider)}=${value}; Path=/api/oauth/${provider}/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/** The binding value from the request's cookies (`name=value` pairs). */
export function bindingFrom(
  cookies: readonly string[] | undefined,
  provider: TOAuthProvider,
): string | undefined {
  const prefix = `${bindingCookieName(provider)}=`;
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const pair = part.trim();
      if (pair.startsWith(prefix)) return pair.slice(prefix.length) || undefined;
    }
  }
  return undefined;
}
