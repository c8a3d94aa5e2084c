import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LinkedInEnv, SignInProviderEnv } from '../../local/lambda-env';
import { oidcKeys } from './fake-oidc-keys';

/**
 * A fake LinkedIn on loopback for the integration tests: the OpenID Connect authorization screen
 * (`GET /oauth/v2/authorization`, which consents at once and redirects back with a code), the
 * token endpoint (`POST /oauth/v2/accessToken`: client secret, single-use code, same redirect URI,
 * PKCE S256 verifier) and userinfo (`GET /v2/userinfo` with the bearer token). It answers the
 * member `profile` as the real userinfo would, and remembers nothing else. As LinkedIn's OpenID
 * Connect sign-in, the token endpoint also answers an ID token (the `profile`'s `sub`) signed with
 * a key published at `GET /oauth/openid/jwks`, for "Connected sign-ins".
 */

type Json = Record<string, unknown>;

export interface FakeLinkedIn {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The userinfo answer of the member who consents (change it per test). */
  profile: Json;
  /** Token requests received, whatever they were answered. */
  readonly tokenRequests: number;
  /** The Lambda variables that point the LinkedIn port at this fake. */
  env(): LinkedInEnv;
  /** The Lambda variables that point the sign-in providers port's LinkedIn at this fake. */
  signInEnv(): SignInProviderEnv;
  stop(): Promise<void>;
}

/** A member as LinkedIn's userinfo answers one (`locale` as the object LinkedIn is seen to send). */
export const sampleLinkedInMember = (): Json => ({
  sub: 'li-782bbtaQ',
  name: 'Ada Lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  email: 'ada.lovelace@example.com',
  email_verified: true,
  picture: 'https://media.licdn.com/dms/image/ada/profile-displayphoto-shrink_100_100/0/',
  locale: { country: 'GB', language: 'en' },
});

export async function startFakeLinkedIn(): Promise<FakeLinkedIn> {
  const clientId = `linkedin-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = `linkedin-secret-${randomBytes(8).toString('hex')}`;
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; used: boolean; nonce?: string }
  >();
  const keys = await oidcKeys();
  const accessTokens = new Set<string>();
  let tokenRequests = 0;
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readForm = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };

  function authorize(params: URLSearchParams): {
    status: number;
    location?: string;
    error?: string;
  } {
    const redirectUri = params.get('redirect_uri');
    const challenge = params.get('code_challenge');
    if (params.get('client_id') !== clientId) return { status: 400, error: 'client_id' };
    if (params.get('response_type') !== 'code') return { status: 400, error: 'response_type' };
    const scopes = (params.get('scope') ?? '').split(' ');
    if (!['openid', 'profile', 'email'].every((s) => scopes.includes(s)))
      return { status: 400, error: 'scope' };
    if (params.get('code_challenge_method') !== 'S256') return { status: 400, error: 'pkce' };
    if (!redirectUri || !challenge || !params.get('state')) return { status: 400, error: 'params' };
    const code = `li-code-${randomBytes(12).toString('hex')}`;
    const nonce = params.get('nonce');
    codes.set(code, { challenge, redirectUri, used: false, ...(nonce ? { nonce } : {}) });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    return { status: 302, location: back.toString() };
  }

  async function token(form: URLSearchParams): Promise<{ status: number; body: Json }> {
    tokenRequests += 1;
    const refuse = (error: string) => ({ status: 400, body: { error } });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return { status: 401, body: { error: 'invalid_client' } };
    if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
    const grant = codes.get(form.get('code') ?? '');
    if (!grant || grant.used) return refuse('invalid_grant');
    grant.used = true;
    if (form.get('redirect_uri') !== grant.redirectUri) return refuse('invalid_grant');
    const challenge = createHash('sha256')
      .update(form.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== grant.challenge) return refuse('invalid_grant');
    const accessToken = `li-at-${randomBytes(12).toString('hex')}`;
    accessTokens.add(accessToken);
    const idToken = await keys.idToken({
      iss: `${base}/oauth`,
      aud: clientId,
      sub: String(fake.profile.sub),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        expires_in: 3600,
        scope: 'email,openid,profile',
        token_type: 'Bearer',
        id_token: idToken,
      },
    };
  }

  const fake = {
    url: '',
    clientId,
    clientSecret,
    profile: sampleLinkedInMember(),
    get tokenRequests() {
      return tokenRequests;
    },
    env: (): LinkedInEnv => ({
      LINKEDIN_CLIENT_ID: clientId,
      LINKEDIN_CLIENT_SECRET: clientSecret,
      LINKEDIN_AUTH_URL: `${base}/oauth/v2/authorization`,
      LINKEDIN_TOKEN_URL: `${base}/oauth/v2/accessToken`,
      LINKEDIN_USERINFO_URL: `${base}/v2/userinfo`,
    }),
    signInEnv: (): SignInProviderEnv => ({
      LINKEDIN_SIGN_IN_CLIENT_ID: clientId,
      LINKEDIN_SIGN_IN_CLIENT_SECRET: clientSecret,
      LINKEDIN_SIGN_IN_AUTH_URL: `${base}/oauth/v2/authorization`,
      LINKEDIN_SIGN_IN_TOKEN_URL: `${base}/oauth/v2/accessToken`,
      LINKEDIN_SIGN_IN_JWKS_URL: `${base}/oauth/openid/jwks`,
      LINKEDIN_SIGN_IN_ISSUER: `${base}/oauth`,
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /oauth/v2/authorization') {
        const answer = authorize(url.searchParams);
        if (answer.location) {
          res.writeHead(302, { location: answer.location });
          return res.end();
        }
        return send(res, answer.status, { error: answer.error });
      }
      if (route === 'POST /oauth/v2/accessToken') {
        const answer = await token(await readForm(req));
        return send(res, answer.status, answer.body);
      }
      if (route === 'GET /oauth/openid/jwks') return send(res, 200, keys.jwks());
      if (route === 'GET /v2/userinfo') {
        const header = req.headers.authorization ?? '';
        if (!header.startsWith('Bearer ') || !accessTokens.has(header.slice(7)))
          return send(res, 401, { serviceErrorCode: 65600, message: 'Invalid access token' });
        return send(res, 200, fake.profile);
      }
      send(res, 404, { error: 'not found' });
    })().catch((error: Error) => send(res, 500, { error: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
