import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { SIGN_IN_PROVIDERS, type TSignInProvider } from '@contracts/account/connected-sign-ins';
import { SignInProviderError, type SignInProviders } from '../../ports/sign-in-providers';
import type { SecretStrings } from '../secrets-manager/secret-string';
import {
  signInProviderSettings,
  type SignInProviderEnv,
  type SignInProviderSettings,
} from './settings';

const TIMEOUT_MS = 8_000;
/** Leeway for the provider's clock against ours when checking `exp` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Google and Microsoft take a `nonce` and return it in the ID token. LinkedIn's documentation of
 * its OpenID Connect sign-in names no `nonce`, so none is sent; the PKCE verifier, the single-use
 * state and the code exchanged here on the server already bind the token to this flow.
 */
const USES_NONCE: Record<TSignInProvider, boolean> = {
  Google: true,
  Microsoft: true,
  LinkedIn: false,
};

type Remote = ReturnType<typeof createRemoteJWKSet>;

/** One call to the provider; a failure to reach it is a SignInProviderError without a status. */
async function call(url: string, init: RequestInit, provider: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SignInProviderError(`${provider} could not be reached: ${String(error)}`);
  }
}

/**
 * The providers' OpenID Connect endpoints with the configured clients: the code exchanged at the
 * token endpoint, the ID token verified with `jose` against the keys the provider publishes (kept
 * per container, fetched again when a token names a key not seen yet). A client secret given by
 * name is read from `secrets` once per container.
 */
export function createSignInProviders(
  env: SignInProviderEnv & { APP_ORIGIN: string },
  secrets: SecretStrings,
): SignInProviders {
  const settings = new Map<TSignInProvider, SignInProviderSettings>();
  for (const provider of SIGN_IN_PROVIDERS) {
    const s = signInProviderSettings(provider, env);
    if (s) settings.set(provider, s);
  }
  const keySets = new Map<TSignInProvider, Remote>();
  const clientSecrets = new Map<TSignInProvider, Promise<string>>();

  const configured = (provider: TSignInProvider): SignInProviderSettings => {
    const s = settings.get(provider);
    if (!s) throw new SignInProviderError(`${provider} is not configured`);
    return s;
  };

  const secretOf = (s: SignInProviderSettings): Promise<string> => {
    if ('value' in s.secret) return Promise.resolve(s.secret.value);
    let secret = clientSecrets.get(s.provider);
    if (!secret) {
      secret = secrets.read(s.secret.secretName).then((value) => value.trim());
      // A failed read is tried again by the next request.
      secret.catch(() => clientSecrets.delete(s.provider));
      clientSecrets.set(s.provider, secret);
    }
    return secret;
  };

  const keysOf = (s: SignInProviderSettings): Remote => {
    let keys = keySets.get(s.provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(s.jwksUrl), { timeoutDuration: TIMEOUT_MS });
      keySets.set(s.provider, keys);
    }
    return keys;
  };

  return {
    client(provider) {
      const s = settings.get(provider);
      return s
        ? {
            provider,
            clientId: s.clientId,
            authorizeUrl: s.authorizeUrl,
            redirectUri: s.redirectUri,
            usesNonce: USES_NONCE[provider],
          }
        : undefined;
    },

    async identify(provider, input) {
      const s = configured(provider);
      const res = await call(
        s.tokenUrl,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: input.code,
            code_verifier: input.codeVerifier,
            redirect_uri: s.redirectUri,
            client_id: s.clientId,
            client_secret: await secretOf(s),
          }),
        },
        provider,
      );
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (!res.ok || typeof body.id_token !== 'string' || !body.id_token)
        throw new SignInProviderError(`${provider} token endpoint refused the grant`, res.status);

      let payload;
      try {
        ({ payload } = await jwtVerify(body.id_token, keysOf(s), {
          issuer: s.issuers,
          audience: s.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
          throw new SignInProviderError(`${provider} keys could not be read: ${error.code}`);
        if (error instanceof errors.JOSEError)
          throw new SignInProviderError(
            `${provider} ID token did not verify: ${error.code}`,
            res.status,
          );
        // A failure to fetch the key set (network) is not a JOSEError.
        throw new SignInProviderError(`${provider} keys could not be read: ${String(error)}`);
      }
      if (input.nonce !== undefined && payload.nonce !== input.nonce)
        throw new SignInProviderError(`${provider} ID token carries another nonce`, res.status);
      if (typeof payload.sub !== 'string' || !payload.sub.trim())
        throw new SignInProviderError(`${provider} ID token has no subject`, res.status);
      return { sub: payload.sub };
    },
  };
}
