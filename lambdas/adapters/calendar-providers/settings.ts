import type { TOAuthProvider } from '@contracts/booking/connection';
import { oauthRoutes } from '@contracts/oauth/routes';
import { routePath } from '@contracts/route';
import type { TLambdaEnv } from '../../config/env';
import type { ClientSecret } from '../oauth-token';

/** The real endpoints; each may be overridden (the integration tests run fakes on loopback). */
export const PROVIDER_DEFAULTS: Record<
  TOAuthProvider,
  { authorizeUrl: string; tokenUrl: string; apiUrl: string }
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    apiUrl: 'https://www.googleapis.com/calendar/v3',
  },
  microsoft: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    apiUrl: 'https://graph.microsoft.com/v1.0',
  },
};

export interface ProviderSettings {
  provider: TOAuthProvider;
  clientId: string;
  secret: ClientSecret;
  authorizeUrl: string;
  tokenUrl: string;
  /**
   * Google's token revocation endpoint, beside its token endpoint (`…/token` → `…/revoke`);
   * absent for Microsoft, which has none for an app's refresh token.
   */
  revokeUrl?: string;
  apiUrl: string;
  redirectUri: string;
}

export type ProviderEnv = Pick<
  TLambdaEnv,
  | 'APP_ORIGIN'
  | 'GOOGLE_CALENDAR_CLIENT_ID'
  | 'GOOGLE_CALENDAR_CLIENT_SECRET'
  | 'GOOGLE_CALENDAR_CLIENT_SECRET_NAME'
  | 'GOOGLE_CALENDAR_AUTH_URL'
  | 'GOOGLE_CALENDAR_TOKEN_URL'
  | 'GOOGLE_CALENDAR_API_URL'
  | 'MICROSOFT_CALENDAR_CLIENT_ID'
  | 'MICROSOFT_CALENDAR_CLIENT_SECRET'
  | 'MICROSOFT_CALENDAR_CLIENT_SECRET_NAME'
  | 'MICROSOFT_CALENDAR_AUTH_URL'
  | 'MICROSOFT_CALENDAR_TOKEN_URL'
  | 'MICROSOFT_CALENDAR_API_URL'
>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Each provider's settings from the environment; a provider without id and secret is absent. */
export function providerSettings(
  env: ProviderEnv,
): Partial<Record<TOAuthProvider, ProviderSettings>> {
  const origin = new URL(env.APP_ORIGIN).origin;
  const read = (
    provider: TOAuthProvider,
    v: {
      id?: string;
      secret?: string;
      secretName?: string;
      auth?: string;
      token?: string;
      api?: string;
    },
  ): ProviderSettings | undefined => {
    const secret = v.secret
      ? { value: v.secret }
      : v.secretName
        ? { secretName: v.secretName }
        : undefined;
    if (!v.id || !secret) return undefined;
    const defaults = PROVIDER_DEFAULTS[provider];
    const tokenUrl = v.token ?? defaults.tokenUrl;
    return {
      provider,
      clientId: v.id,
      secret,
      authorizeUrl: v.auth ?? defaults.authorizeUrl,
      tokenUrl,
      ...(provider === 'google' ? { revokeUrl: new URL('revoke', tokenUrl).toString() } : {}),
      apiUrl: trimSlash(v.api ?? defaults.apiUrl),
      redirectUri: `${origin}${routePath(oauthRoutes.callback, { provider })}`,
    };
  };
  const google = read('google', {
    id: env.GOOGLE_CALENDAR_CLIENT_ID,
    secret: env.GOOGLE_CALENDAR_CLIENT_SECRET,
    secretName: env.GOOGLE_CALENDAR_CLIENT_SECRET_NAME,
    auth: env.GOOGLE_CALENDAR_AUTH_URL,
    token: env.GOOGLE_CALENDAR_TOKEN_URL,
    api: env.GOOGLE_CALENDAR_API_URL,
  });
  const microsoft = read('microsoft', {
    id: env.MICROSOFT_CALENDAR_CLIENT_ID,
    secret: env.MICROSOFT_CALENDAR_CLIENT_SECRET,
    secretName: env.MICROSOFT_CALENDAR_CLIENT_SECRET_NAME,
    auth: env.MICROSOFT_CALENDAR_AUTH_URL,
    token: env.MICROSOFT_CALENDAR_TOKEN_URL,
    api: env.MICROSOFT_CALENDAR_API_URL,
  });
  return { ...(google ? { google } : {}), ...(microsoft ? { microsoft } : {}) };
}
