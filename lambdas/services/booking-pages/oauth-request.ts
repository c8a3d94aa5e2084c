import { createHash, randomBytes } from 'node:crypto';
import type { TOAuthProvider } from '@contracts/booking/connection';
import type { ProviderClient } from '../../ports/calendar-providers';

/**
 * Events read and written (busy time imported; bookings, moves and cancellations written back,
 * with their Meet or Teams link), and a refresh token so the scheduled sync and the write-back
 * work without the owner. Neither scope reaches mail, contacts or other calendars' settings.
 */
export const PROVIDER_SCOPES: Record<TOAuthProvider, string> = {
  google: 'https://www.googleapis.com/auth/calendar.events',
  microsoft: 'offline_access Calendars.ReadWrite',
};

/**
 * Google hands out a refresh token only with `access_type=offline`, and only on a consent screen
 * (`prompt=consent`) when the account granted the app before. Microsoft's comes with the
 * `offline_access` scope.
 */
const EXTRA_PARAMS: Record<TOAuthProvider, Record<string, string>> = {
  google: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
  microsoft: { response_mode: 'query' },
};

/** 32 random bytes, base64url: an OAuth `state` or a PKCE code verifier (43 characters). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** PKCE S256 (RFC 7636): base64url(SHA-256(verifier)). */
export const codeChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

/**
 * An OAuth consent screen for the authorization code flow with PKCE (S256): the one shape of
 * every provider's authorize URL here (calendars, LinkedIn), with each one's own scope and extras.
 */
export function pkceAuthorizeUrl(
  client: { authorizeUrl: string; clientId: string; redirectUri: string },
  flow: { scope: string; state: string; codeChallenge: string },
  extra: Readonly<Record<string, string>> = {},
): string {
  const url = new URL(client.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: flow.scope,
    state: flow.state,
    code_challenge: flow.codeChallenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The provider's consent screen for this flow: authorization code with PKCE. */
export const authorizeUrl = (
  client: ProviderClient,
  flow: { state: string; codeChallenge: string },
): string =>
  pkceAuthorizeUrl(
    client,
    { ...flow, scope: PROVIDER_SCOPES[client.provider] },
    EXTRA_PARAMS[client.provider],
  );
