import { LinkedInError, type LinkedIn } from '../../ports/linkedin';
import { clientSecrets, codeGrant, requestToken } from '../oauth-token';
import type { SecretStrings } from '../secrets-manager/secret-string';
import { linkedInSettings, type LinkedInEnv, type LinkedInSettings } from './settings';

type Json = Record<string, unknown>;
const TIMEOUT_MS = 8_000;

/** The answer's JSON object; anything else is LinkedIn answering nonsense. */
async function jsonOf(res: Response, what: string): Promise<Json> {
  const text = await res.text();
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    throw new LinkedInError(`LinkedIn ${what} answered bad JSON`, res.status);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new LinkedInError(`LinkedIn ${what} answered no JSON object`, res.status);
  return value as Json;
}

/** One call to LinkedIn; a failure to reach it is a LinkedInError like a refusal. */
async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new LinkedInError(`LinkedIn ${what} could not be reached: ${String(error)}`);
  }
}

/**
 * LinkedIn's OpenID Connect endpoints over HTTPS, with the configured endpoints; a client secret
 * given by name is read from `secrets` once per container.
 */
export function createLinkedIn(
  env: LinkedInEnv & { APP_ORIGIN: string },
  secrets: SecretStrings,
): LinkedIn {
  const settings = linkedInSettings(env);
  const secretOf = clientSecrets(secrets);

  const configured = (): LinkedInSettings => {
    if (!settings) throw new LinkedInError('LinkedIn is not configured');
    return settings;
  };

  return {
    client() {
      return settings
        ? {
            clientId: settings.clientId,
            authorizeUrl: settings.authorizeUrl,
            redirectUri: settings.redirectUri,
          }
        : undefined;
    },

    async exchangeCode(input) {
      const s = configured();
      const clientSecret = await secretOf('LinkedIn', s.secret);
      const res = await requestToken(
        s,
        clientSecret,
        codeGrant(input, s.redirectUri),
        TIMEOUT_MS,
      ).catch((error: unknown) => {
        throw new LinkedInError(`LinkedIn token endpoint could not be reached: ${String(error)}`);
      });
      const { body } = res;
      if (!res.ok || typeof body.access_token !== 'string' || !body.access_token)
        throw new LinkedInError('LinkedIn token endpoint refused the grant', res.status);
      return body.access_token;
    },

    async userInfo(accessToken) {
      const s = configured();
      const res = await call(
        s.userInfoUrl,
        { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
        'userinfo',
      );
      if (!res.ok) {
        // Read the body all the same, so the connection is free for the next call.
        await res.text().catch(() => '');
        throw new LinkedInError(`LinkedIn userinfo answered ${res.status}`, res.status);
      }
      return jsonOf(res, 'userinfo');
    },
  };
}
