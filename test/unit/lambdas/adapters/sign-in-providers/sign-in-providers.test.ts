import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInProviders } from '../../../../../lambdas/adapters/sign-in-providers/sign-in-providers';
import { SignInProviderError } from '../../../../../lambdas/ports/sign-in-providers';
import { oidcKeys, type OidcKeys } from '../../../../support/fake-oidc-keys';

/**
 * A token endpoint on loopback that answers whatever ID token the test puts in `next`, and the
 * JWKS of `keys`: enough to see which tokens the adapter accepts.
 */
let server: Server;
let base = '';
let keys: OidcKeys;
let next: { status: number; body: unknown } = { status: 200, body: {} };
const forms: URLSearchParams[] = [];

beforeAll(async () => {
  keys = await oidcKeys();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/jwks') return res.end(JSON.stringify(keys.jwks()));
      forms.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      res.statusCode = next.status;
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const providers = () =>
  createSignInProviders(
    {
      APP_ORIGIN: 'https://app.example.com/',
      GOOGLE_SIGN_IN_CLIENT_ID: 'pool-google',
      GOOGLE_SIGN_IN_CLIENT_SECRET: 'shh',
      GOOGLE_SIGN_IN_TOKEN_URL: `${base}/token`,
      GOOGLE_SIGN_IN_JWKS_URL: `${base}/jwks`,
      GOOGLE_SIGN_IN_ISSUER: 'https://issuer.test',
      // Named only by its secret's name: read through Secrets Manager.
      LINKEDIN_SIGN_IN_CLIENT_ID: 'pool-linkedin',
      LINKEDIN_SIGN_IN_CLIENT_SECRET_NAME: 'linkedin-secret',
      LINKEDIN_SIGN_IN_TOKEN_URL: `${base}/token`,
      // No tenant: not configured.
      MICROSOFT_SIGN_IN_CLIENT_ID: 'pool-ms',
      MICROSOFT_SIGN_IN_CLIENT_SECRET: 'shh',
    },
    { read: async () => 'from-secrets-manager' },
  );

const input = { code: 'the-code', codeVerifier: 'the-verifier', nonce: 'the-nonce' };

async function answerToken(claims: Record<string, unknown> = {}) {
  const idToken = await keys.idToken({
    iss: 'https://issuer.test',
    aud: 'pool-google',
    sub: 'google-sub',
    nonce: 'the-nonce',
    ...claims,
  } as Parameters<OidcKeys['idToken']>[0]);
  next = { status: 200, body: { access_token: 'at', id_token: idToken } };
}

describe('the pool’s provider clients', () => {
  it('knows the configured providers, with the callback on the app’s origin', () => {
    const p = providers();
    expect(p.client('Google')).toEqual({
      provider: 'Google',
      clientId: 'pool-google',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      redirectUri: 'https://app.example.com/account/sign-ins/callback',
      usesNonce: true,
    });
    expect(p.client('LinkedIn')).toMatchObject({
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      usesNonce: false,
    });
    expect(p.client('Microsoft')).toBeUndefined();
  });

  it('exchanges the code with the verifier and secret, and answers the verified sub', async () => {
    await answerToken();
    expect(await providers().identify('Google', input)).toEqual({ sub: 'google-sub' });
    expect(Object.fromEntries(forms.at(-1) ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: 'the-verifier',
      redirect_uri: 'https://app.example.com/account/sign-ins/callback',
      client_id: 'pool-google',
      client_secret: 'shh',
    });
  });

  it.each([
    ['another audience (a token for another client)', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://evil.test' }],
    ['another nonce (a token of another flow)', { nonce: 'replayed' }],
    ['no nonce', { nonce: undefined }],
    ['an expiry in the past', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an ID token with %s', async (_, claims) => {
    await answerToken(claims);
    const error = await providers()
      .identify('Google', input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignInProviderError);
    // The provider answered: a refusal, not unreachability.
    expect((error as SignInProviderError).status).toBe(200);
  });

  it('refuses a token signed with a key the provider does not publish', async () => {
    const stranger = await oidcKeys();
    const idToken = await stranger.idToken({
      iss: 'https://issuer.test',
      aud: 'pool-google',
      sub: 'google-sub',
      nonce: 'the-nonce',
    });
    next = { status: 200, body: { id_token: idToken } };
    await expect(providers().identify('Google', input)).rejects.toBeInstanceOf(SignInProviderError);
  });

  it('refuses a grant the provider refuses, or an answer without an ID token', async () => {
    next = { status: 400, body: { error: 'invalid_grant' } };
    const refused = await providers()
      .identify('Google', input)
      .catch((e: unknown) => e);
    expect((refused as SignInProviderError).status).toBe(400);
    next = { status: 200, body: { access_token: 'at' } };
    await expect(providers().identify('Google', input)).rejects.toBeInstanceOf(SignInProviderError);
  });

  it('reads a secret named in the environment from Secrets Manager', async () => {
    next = { status: 400, body: { error: 'invalid_grant' } };
    await providers()
      .identify('LinkedIn', { code: 'c', codeVerifier: 'v' })
      .catch(() => undefined);
    expect(forms.at(-1)?.get('client_id')).toBe('pool-linkedin');
    expect(forms.at(-1)?.get('client_secret')).toBe('from-secrets-manager');
  });
});
