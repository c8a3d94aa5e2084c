import type { SecretStrings } from './secrets-manager/secret-string';

/** A client's secret as given (local stack), or the Secrets Manager name it is read from (AWS). */
export type ClientSecret = { value: string } | { secretName: string };

/** What a token endpoint answered: its status and JSON object (empty when it sent none). */
export interface TokenAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

/**
 * The clients' secrets, each read from `secrets` once per container (under `key`) when given by
 * name; a failed read is tried again by the next request.
 */
export function clientSecrets(
  secrets: SecretStrings,
): (key: string, secret: ClientSecret) => Promise<string> {
  const read = new Map<string, Promise<string>>();
  return (key, secret) => {
    if ('value' in secret) return Promise.resolve(secret.value);
    let cached = read.get(key);
    if (!cached) {
      cached = secrets.read(secret.secretName).then((value) => value.trim());
      cached.catch(() => read.delete(key));
      read.set(key, cached);
    }
    return cached;
  };
}

/** The public half of a client, what a consent screen is opened with: never its secret. */
export function publicClient<P extends string>(
  provider: P,
  client: { clientId: string; authorizeUrl: string; redirectUri: string },
): { provider: P; clientId: string; authorizeUrl: string; redirectUri: string } {
  return {
    provider,
    clientId: client.clientId,
    authorizeUrl: client.authorizeUrl,
    redirectUri: client.redirectUri,
  };
}

/** The authorization-code grant, with the PKCE verifier that proves this flow began it. */
export function codeGrant(
  input: { code: string; codeVerifier: string },
  redirectUri: string,
): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: redirectUri,
  };
}

/**
 * A grant posted to the client's token endpoint, the client authenticating with its id and secret
 * in the form. An answer that is not a JSON object reads as an empty one; a failure to reach the
 * endpoint throws what `fetch` threw, for the caller to name.
 */
export async function requestToken(
  client: { tokenUrl: string; clientId: string },
  clientSecret: string,
  grant: Record<string, string>,
  timeoutMs: number,
): Promise<TokenAnswer> {
  const res = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      ...grant,
      client_id: client.clientId,
      client_secret: clientSecret,
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await res.json().catch(() => ({}));
  const object = typeof body === 'object' && body !== null && !Array.isArray(body);
  return {
    ok: res.ok,
    status: res.status,
    body: object ? (body as Record<string, unknown>) : {},
  };
}
