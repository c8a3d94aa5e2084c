import * as z from 'zod';
import { SIGN_IN_CALLBACK_PATH, type TSignInProvider } from '@contracts/account/connected-sign-ins';
import type { ClientSecret } from '../oauth-token';

/** Where each provider's OpenID Connect endpoints live, and the issuers its ID tokens name. */
interface Endpoints {
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuers: string[];
}

/** The real endpoints; each may be overridden (the integration tests run fakes on loopback). */
export const SIGN_IN_DEFAULTS: {
  Google: Endpoints;
  Microsoft: (tenantId: string) => Endpoints;
  LinkedIn: Endpoints;
} = {
  // Google's ID tokens name either form of its issuer.
  Google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  // One Entra tenant, as the user pool's Microsoft provider (its issuer URL names the tenant).
  Microsoft: (tenantId) => ({
    authorizeUrl: `https://login.microsoftonline.com/${tenantId}/oauth2/v2.0/authorize`,
    tokenUrl: `https://login.microsoftonline.com/${tenantId}/oauth2/v2.0/token`,
    jwksUrl: `https://login.microsoftonline.com/${tenantId}/discovery/v2.0/keys`,
    issuers: [`https://login.microsoftonline.com/${tenantId}/v2.0`],
  }),
  // "Sign In with LinkedIn using OpenID Connect".
  LinkedIn: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    jwksUrl: 'https://www.linkedin.com/oauth/openid/jwks',
    issuers: ['https://www.linkedin.com/oauth'],
  },
};

const optional = z.string().min(1).optional();
const optionalUrl = z.string().url().optional();

/**
 * The user pool's own OpenID Connect clients of Google, Microsoft and LinkedIn, for "Connected
 * sign-ins": each client id, and its secret from Secrets Manager by name in AWS
 * (`*_SIGN_IN_CLIENT_SECRET_NAME`, the secret the pool's identity provider reads) or as is on the
 * local stack (`*_SIGN_IN_CLIENT_SECRET`); Microsoft's tenant. A provider without an id and a
 * secret (and Microsoft without a tenant) is "not configured". The endpoints and the issuer
 * default to the real ones; tests point them at fakes. All optional, so a deployment without
 * federation gives the function none of them.
 */
export const ZSignInProviderEnv = z.object({
  GOOGLE_SIGN_IN_CLIENT_ID: optional,
  GOOGLE_SIGN_IN_CLIENT_SECRET: optional,
  GOOGLE_SIGN_IN_CLIENT_SECRET_NAME: optional,
  GOOGLE_SIGN_IN_AUTH_URL: optionalUrl,
  GOOGLE_SIGN_IN_TOKEN_URL: optionalUrl,
  GOOGLE_SIGN_IN_JWKS_URL: optionalUrl,
  GOOGLE_SIGN_IN_ISSUER: optional,
  MICROSOFT_SIGN_IN_CLIENT_ID: optional,
  MICROSOFT_SIGN_IN_CLIENT_SECRET: optional,
  MICROSOFT_SIGN_IN_CLIENT_SECRET_NAME: optional,
  MICROSOFT_SIGN_IN_AUTH_URL: optionalUrl,
  MICROSOFT_SIGN_IN_TOKEN_URL: optionalUrl,
  MICROSOFT_SIGN_IN_JWKS_URL: optionalUrl,
  MICROSOFT_SIGN_IN_ISSUER: optional,
  MICROSOFT_SIGN_IN_TENANT_ID: optional,
  LINKEDIN_SIGN_IN_CLIENT_ID: optional,
  LINKEDIN_SIGN_IN_CLIENT_SECRET: optional,
  LINKEDIN_SIGN_IN_CLIENT_SECRET_NAME: optional,
  LINKEDIN_SIGN_IN_AUTH_URL: optionalUrl,
  LINKEDIN_SIGN_IN_TOKEN_URL: optionalUrl,
  LINKEDIN_SIGN_IN_JWKS_URL: optionalUrl,
  LINKEDIN_SIGN_IN_ISSUER: optional,
});

/** The sign-in provider variables, which stay unset unless a deployment configures them. */
export const signInProviderVariables = Object.keys(ZSignInProviderEnv.shape) as (keyof z.infer<
  typeof ZSignInProviderEnv
>)[];
export type SignInProviderVariable = (typeof signInProviderVariables)[number];
export type SignInProviderEnv = Partial<Record<SignInProviderVariable, string>>;

export interface SignInProviderSettings extends Endpoints {
  provider: TSignInProvider;
  clientId: string;
  secret: ClientSecret;
  redirectUri: string;
}

const PREFIX: Record<TSignInProvider, string> = {
  Google: 'GOOGLE',
  Microsoft: 'MICROSOFT',
  LinkedIn: 'LINKEDIN',
};

/** One provider's settings from the environment; undefined when it is not configured. */
export function signInProviderSettings(
  provider: TSignInProvider,
  env: SignInProviderEnv & { APP_ORIGIN: string },
): SignInProviderSettings | undefined {
  const read = (name: string): string | undefined =>
    env[`${PREFIX[provider]}_SIGN_IN_${name}` as SignInProviderVariable];
  const clientId = read('CLIENT_ID');
  const secretValue = read('CLIENT_SECRET');
  const secretName = read('CLIENT_SECRET_NAME');
  const secret = secretValue ? { value: secretValue } : secretName ? { secretName } : undefined;
  if (!clientId || !secret) return undefined;
  let defaults: Endpoints;
  if (provider === 'Microsoft') {
    const tenant = read('TENANT_ID');
    if (!tenant) return undefined;
    defaults = SIGN_IN_DEFAULTS.Microsoft(tenant);
  } else defaults = SIGN_IN_DEFAULTS[provider];
  const issuer = read('ISSUER');
  return {
    provider,
    clientId,
    secret,
    authorizeUrl: read('AUTH_URL') ?? defaults.authorizeUrl,
    tokenUrl: read('TOKEN_URL') ?? defaults.tokenUrl,
    jwksUrl: read('JWKS_URL') ?? defaults.jwksUrl,
    issuers: issuer ? [issuer] : defaults.issuers,
    redirectUri: `${new URL(env.APP_ORIGIN).origin}${SIGN_IN_CALLBACK_PATH}`,
  };
}
