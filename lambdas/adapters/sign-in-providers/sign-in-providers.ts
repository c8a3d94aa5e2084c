import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { SIGN_IN_PROVIDERS, type TSignInProvider } from '@contracts/account/connected-sign-ins';
import { SignInProviderError, type SignInProviders } from '../../ports/sign-in-providers';
import { clientSecrets, codeGrant, publicClient, requestToken } from '../oauth-token';
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
  const secretOf = clientSecrets(secrets);

  const configured = (provider: TSignInProvider): SignInProviderSettings => {
    const s = settings.get(provider);
    if (!s) throw new SignInProviderError(`${provider} is not configured`);
    return s;
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
      return s ? { ...publicClient(provider, s), usesNonce: USES_NONCE[provider] } : undefined;
    },

    async identify(provider, input) {
      const s = configured(provider);
      const clientSecret = await secretOf(provider, s.secret);
      const res = await requestToken(
        s,
        clientSecret,
        codeGrant(input, s.redirectUri),
        TIMEOUT_MS,
      ).catch((error: unknown) => {
        throw new SignInProviderError(`${provider} could not be reached: ${String(error)}`);
      });
      const { body } = res;
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
