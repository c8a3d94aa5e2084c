import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminUser, signInTokens } from '../support/api-session';
import { readLatestCode } from '../support/outbox';
import { DEMO_BOOKING_PAGE_ID } from '../../local/seed/demo-booking-page';

const stack = inject('stack');
const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.cognito.endpoint,
  region: stack.region,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

async function signIn(email: string, password: string) {
  const { AuthenticationResult: tokens } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (!tokens?.AccessToken || !tokens.IdToken) throw new Error(`no tokens for ${email}`);
  return { accessToken: tokens.AccessToken, idToken: tokens.IdToken };
}

const getMe = (token?: string) =>
  fetch(`${stack.apiUrl}/api/me`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** cognito-local signs with a key shipped in its package; tests may sign with it too. */
async function cognitoLocalKey() {
  const file = createRequire(import.meta.url).resolve(
    'cognito-local/lib/keys/cognitoLocal.private.json',
  );
  const { jwk } = JSON.parse(await readFile(file, 'utf8')) as { jwk: JWK };
  return importJWK(jwk, 'RS256');
}

const resign = (claims: JWTPayload, key: Parameters<SignJWT['sign']>[0]) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);

describe('GET /api/health', () => {
  it('answers anonymously', async () => {
    const res = await fetch(`${stack.apiUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /api/me', () => {
  let admin: { accessToken: string; idToken: string };
  let adminClaims: JWTPayload;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    admin = await signInTokens(stack, adminUser(stack));
    adminClaims = decodeJwt(admin.accessToken);
  });

  it('is 401 without a token, with API Gateway’s body', async () => {
    const res = await getMe();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('is 401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await resign({ ...adminClaims, exp: now() + 600 }, privateKey);
    expect((await getMe(forged)).status).toBe(401);
  });

  it('is 401 for an expired token, and only because it expired', async () => {
    const key = await cognitoLocalKey();
    const expired = await resign({ ...adminClaims, iat: now() - 7200, exp: now() - 3600 }, key);
    const res = await getMe(expired);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('expired');
    // The same claims with a live expiry pass: the key and the claims are not the problem.
    expect((await getMe(await resign({ ...adminClaims, exp: now() + 600 }, key))).status).toBe(200);
  });

  it('is 401 for an ID token instead of an access token', async () => {
    expect((await getMe(admin.idToken)).status).toBe(401);
  });

  it('returns the admin with isAdmin true for a real access token', async () => {
    const res = await getMe(admin.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: adminClaims.sub,
      email: stack.adminEmail,
      isAdmin: true,
      // The seeded demo booking page is the admin's first (header's My Calendar link).
      firstBookingPageId: DEMO_BOOKING_PAGE_ID,
    });
  });

  it('returns isAdmin false for a freshly signed-up, confirmed user', async () => {
    const email = `user-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Passw0rd-local';
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const code = await readLatestCode(stack.outboxDir, email);
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: stack.cognito.clientId,
        Username: email,
        ConfirmationCode: code,
      }),
    );

    const { accessToken } = await signIn(email, password);
    const res = await getMe(accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sub: decodeJwt(accessToken).sub,
      email,
      isAdmin: false,
      firstBookingPageId: null,
    });
  });
});
