import {
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  connectedSignInMessages as m,
  SIGN_IN_CALLBACK_PATH,
  ZConnectedSignIns,
  ZSignInAuthorize,
  ZSignInConnected,
  type TConnectedSignIns,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { SIGN_IN_STATE_TTL_SECONDS } from '../../lambdas/services/account/sign-in-state-item';
import {
  anonymousCaller,
  cognitoOf,
  createUser,
  signedInCaller,
  type Caller,
  type PoolUser,
} from '../support/api-session';
import { startFakeProviders, type FakeProviders } from '../support/fake-calendar-providers';
import { startFakeLinkedIn, type FakeLinkedIn } from '../support/fake-linkedin';
import { oauthFlowCaller } from '../support/oauth-session';
import { mailsTo, waitForMail } from '../support/outbox';
import { atProvider } from '../support/provider-redirect';
import { startStack, type StartedStack } from '../support/stack';
import { expectError } from '../support/api-error';

// Its own stack with the fake Google, Microsoft and LinkedIn as the pool's sign-in providers; the
// shared stack has none ("not configured").
const shared = inject('stack');
let providers: FakeProviders;
let linkedIn: FakeLinkedIn;
let stack: StartedStack;
let cognito: CognitoIdentityProviderClient;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  [providers, linkedIn] = await Promise.all([startFakeProviders(), startFakeLinkedIn()]);
  stack = await startStack({
    web: false,
    signInProviders: { ...providers.signInEnv(), ...linkedIn.signInEnv() },
  });
  cognito = cognitoOf(stack);
  doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamodbEndpoint,
      region: stack.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});

// Each test signs in at the providers as people of its own, so no identity is taken already.
beforeEach(() => {
  providers.google.person = `person-${randomBytes(6).toString('hex')}`;
  providers.microsoft.person = `person-${randomBytes(6).toString('hex')}`;
  linkedIn.profile = { ...linkedIn.profile, sub: `li-${randomBytes(6).toString('hex')}` };
});

afterAll(async () => {
  cognito?.destroy();
  doc?.destroy();
  await stack?.stop();
  await Promise.all([providers?.stop(), linkedIn?.stop()]);
});

interface Person {
  user: PoolUser;
  caller: Caller;
  /** The user's name in the pool, from the token. */
  username: string;
}

async function person(label: string): Promise<Person> {
  const user = await createUser(stack, label);
  const caller = await signedInCaller(stack, user);
  return { user, caller, username: String(decodeJwt(caller.accessToken ?? '').username) };
}

const slug = (provider: TSignInProvider) => provider.toLowerCase();

async function list(caller: Caller): Promise<TConnectedSignIns> {
  const res = await caller.call('GET', '/api/account/sign-ins');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZConnectedSignIns.parse(res.body);
}

const connectedOf = async (caller: Caller) =>
  (await list(caller)).signIns.filter((s) => s.connected).map((s) => s.provider);

/** `POST …/authorize` as the Account Security page sends it: the provider's sign-in screen. */
async function authorize(caller: Caller, provider: TSignInProvider): Promise<URL> {
  const res = await caller.call('POST', `/api/account/sign-ins/${slug(provider)}/authorize`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(ZSignInAuthorize.parse(res.body).url);
}

const finish = (caller: Caller, body: unknown) =>
  caller.call('POST', '/api/account/sign-ins/connect', { body });

/** Authorize, sign in at the provider, and finish: the connection's answer. */
async function connect(caller: Caller, provider: TSignInProvider) {
  const { code, state } = await atProvider(await authorize(caller, provider));
  return finish(caller, { code, state });
}

/** The `identities` attribute as AdminGetUser answers it. */
async function identitiesOf(username: string): Promise<Record<string, unknown>[]> {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: username }),
  );
  const value = user.UserAttributes?.find((a) => a.Name === 'identities')?.Value;
  return value ? (JSON.parse(value) as Record<string, unknown>[]) : [];
}

const stateItem = (state: string) => ({ PK: `SIGNIN#${state}`, SK: 'SIGNIN' });

describe('who may use connected sign-ins', () => {
  it('refuses anonymous callers on every route', async () => {
    const anonymous = anonymousCaller(stack);
    for (const [method, path] of [
      ['GET', '/api/account/sign-ins'],
      ['POST', '/api/account/sign-ins/google/authorize'],
      ['POST', '/api/account/sign-ins/connect'],
      ['DELETE', '/api/account/sign-ins/google'],
    ] as const) {
      expectError(await anonymous.call(method, path, { body: {} }), 401);
    }
  });

  it('lists every provider for a password session, none connected, each available here', async () => {
    const { caller } = await person('fresh');
    expect(await list(caller)).toEqual({
      canChange: true,
      signIns: (['Google', 'Microsoft', 'LinkedIn'] as const).map((provider) => ({
        provider,
        available: true,
        connected: false,
        connectedAt: null,
      })),
    });
  });

  it('refuses every change from a session opened through a provider (the OAuth flow)', async () => {
    const owner = await person('federated');
    const federated = await oauthFlowCaller(stack, owner.user);
    // It may look, and is told it cannot change anything.
    expect((await list(federated)).canChange).toBe(false);
    expectError(
      await federated.call('POST', '/api/account/sign-ins/google/authorize'),
      403,
      m.passwordRequired,
    );
    // Nor finish a connection the password session started, nor disconnect.
    const { code, state } = await atProvider(await authorize(owner.caller, 'Google'));
    expectError(await finish(federated, { code, state }), 403, m.passwordRequired);
    expectError(await federated.call('DELETE', '/api/account/sign-ins/google'), 403);
    // The state was not spent by the refused attempt: the password session finishes it.
    expect((await finish(owner.caller, { code, state })).status).toBe(200);
    expectError(
      await federated.call('DELETE', '/api/account/sign-ins/google'),
      403,
      m.passwordRequired,
    );
    expect(await connectedOf(owner.caller)).toEqual(['Google']);
  });

  it('answers 503 where the provider is not configured', async () => {
    const caller = await signedInCaller(shared, await createUser(shared, 'no-providers'));
    const res = await caller.call('GET', '/api/account/sign-ins');
    expect(ZConnectedSignIns.parse(res.body).signIns.every((s) => !s.available)).toBe(true);
    expectError(
      await caller.call('POST', '/api/account/sign-ins/microsoft/authorize'),
      503,
      m.notConfigured('Microsoft'),
    );
  });
});

describe('connecting a provider', () => {
  it('connects Google end to end: listed with its time, in the pool, and mailed', async () => {
    const owner = await person('google');
    const url = await authorize(owner.caller, 'Google');
    // The pool's own Google client, PKCE, a nonce, and the product's callback page.
    expect(url.searchParams.get('client_id')).toBe(providers.google.signInClientId);
    expect(url.searchParams.get('redirect_uri')).toBe(
      new URL(SIGN_IN_CALLBACK_PATH, stack.env.APP_ORIGIN).toString(),
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ')).toContain('openid');
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { code, state } = await atProvider(url);
    const res = await finish(owner.caller, { code, state });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const connected = ZSignInConnected.parse(res.body);
    expect(connected.provider).toBe('Google');

    const google = (await list(owner.caller)).signIns.find((s) => s.provider === 'Google');
    expect(google).toEqual({
      provider: 'Google',
      available: true,
      connected: true,
      connectedAt: expect.any(String) as string,
    });
    expect(
      Math.abs(Date.parse(google!.connectedAt!) - Date.parse(connected.connectedAt)),
    ).toBeLessThan(60_000);

    // Linked in the pool with the sub Google gives the pool's client, as Cognito keeps it.
    expect(await identitiesOf(owner.username)).toEqual([
      expect.objectContaining({
        providerName: 'Google',
        userId: providers.google.subFor(providers.google.signInClientId),
        primary: false,
        dateCreated: expect.any(Number) as number,
      }),
    ]);

    const mail = await waitForMail(stack.outboxDir, owner.user.email, /Google sign-in connected/);
    expect(mail.text).toContain('Google was connected to your vCISO Hub account on');
    expect(mail.text).toContain(new URL('/account/security', stack.env.APP_ORIGIN).toString());
    expect(mail.text).toContain("If this wasn't you");
    // Nothing of the Google account itself.
    expect(mail.text).not.toContain(providers.google.subFor(providers.google.signInClientId));
  });

  it('refuses a state used once already, and sends one mail only', async () => {
    const owner = await person('reuse');
    const { code, state } = await atProvider(await authorize(owner.caller, 'LinkedIn'));
    expect((await finish(owner.caller, { code, state })).status).toBe(200);
    expectError(await finish(owner.caller, { code, state }), 400, m.expired);
    await waitForMail(stack.outboxDir, owner.user.email, /LinkedIn sign-in connected/);
    const mails = await mailsTo(stack.outboxDir, owner.user.email);
    expect(mails.filter((mail) => /sign-in connected/.test(mail.subject))).toHaveLength(1);
  });

  it('links Microsoft with the sub Entra gives the pool’s app registration (pairwise)', async () => {
    const owner = await person('microsoft');
    expect((await connect(owner.caller, 'Microsoft')).status).toBe(200);
    const pool = providers.microsoft.subFor(providers.microsoft.signInClientId);
    expect(pool).not.toBe(providers.microsoft.subFor(providers.microsoft.clientId));
    expect(await identitiesOf(owner.username)).toEqual([
      expect.objectContaining({ providerName: 'Microsoft', userId: pool }),
    ]);
  });

  it('refuses a second connection of a provider already connected', async () => {
    const owner = await person('twice');
    expect((await connect(owner.caller, 'Google')).status).toBe(200);
    expectError(
      await owner.caller.call('POST', '/api/account/sign-ins/google/authorize'),
      409,
      m.alreadyConnected('Google'),
    );
  });

  it('refuses an identity connected to another account, changing nothing', async () => {
    // The same person at Microsoft signs in for both accounts.
    const first = await person('first');
    const second = await person('second');
    expect((await connect(first.caller, 'Microsoft')).status).toBe(200);
    expectError(await connect(second.caller, 'Microsoft'), 409, m.taken('Microsoft'));
    expect(await connectedOf(second.caller)).toEqual([]);
    expect(await connectedOf(first.caller)).toEqual(['Microsoft']);
    expect(
      (await mailsTo(stack.outboxDir, second.user.email)).filter((mail) =>
        /sign-in/.test(mail.subject),
      ),
    ).toEqual([]);
  });

  it('answers 502 when the provider refuses the code, and the state is spent', async () => {
    const owner = await person('refused');
    const { state } = await atProvider(await authorize(owner.caller, 'Google'));
    expectError(
      await finish(owner.caller, { code: 'not-a-code', state }),
      502,
      m.refused('Google'),
    );
    const item = await doc.send(
      new GetCommand({ TableName: stack.tableName, Key: stateItem(state) }),
    );
    expect(item.Item).toBeUndefined();
    expect(await connectedOf(owner.caller)).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses an unknown provider, a missing code, a malformed or unknown state', async () => {
    const { caller } = await person('bad-input');
    expectError(
      await caller.call('POST', '/api/account/sign-ins/github/authorize'),
      400,
      m.unknownProvider,
    );
    expectError(await caller.call('DELETE', '/api/account/sign-ins/github'), 400);
    expectError(await finish(caller, { state: 'x'.repeat(43) }), 400, m.code);
    expectError(await finish(caller, { code: 'c', state: 'short' }), 400, m.expired);
    expectError(await finish(caller, { code: 'c', state: 'A'.repeat(43) }), 400, m.expired);
    expectError(await caller.call('POST', '/api/account/sign-ins/connect', { raw: '{' }), 400);
  });

  it("leaves another user's state alone and refuses it", async () => {
    const owner = await person('state-owner');
    const other = await person('state-thief');
    const { code, state } = await atProvider(await authorize(owner.caller, 'Google'));
    expectError(await finish(other.caller, { code, state }), 400, m.expired);
    expect((await finish(owner.caller, { code, state })).status).toBe(200);
    expect(await connectedOf(other.caller)).toEqual([]);
  });

  it('refuses an expired state', async () => {
    const owner = await person('expired');
    const { code, state } = await atProvider(await authorize(owner.caller, 'Google'));
    const item = await doc.send(
      new GetCommand({ TableName: stack.tableName, Key: stateItem(state) }),
    );
    const ttl = Number(item.Item?.ttl);
    expect(ttl).toBeGreaterThan(0);
    await doc.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: stateItem(state),
        UpdateExpression: 'SET #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':ttl': ttl - SIGN_IN_STATE_TTL_SECONDS },
      }),
    );
    expectError(await finish(owner.caller, { code, state }), 400, m.expired);
  });
});

describe('disconnecting a provider', () => {
  it('removes it from the account and the pool, and mails the account', async () => {
    const owner = await person('disconnect');
    expect((await connect(owner.caller, 'Google')).status).toBe(200);
    const res = await owner.caller.call('DELETE', '/api/account/sign-ins/google');
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await connectedOf(owner.caller)).toEqual([]);
    expect(await identitiesOf(owner.username)).toEqual([]);
    const mail = await waitForMail(
      stack.outboxDir,
      owner.user.email,
      /Google sign-in disconnected/,
    );
    expect(mail.text).toContain('Google was disconnected from your vCISO Hub account on');
    expectError(
      await owner.caller.call('DELETE', '/api/account/sign-ins/google'),
      404,
      m.notConnected('Google'),
    );
    // Connected again later, it is the same person at Google, linked afresh.
    expect((await connect(owner.caller, 'Google')).status).toBe(200);
    expect(await connectedOf(owner.caller)).toEqual(['Google']);
  });

  it("touches only the caller's own identity", async () => {
    const owner = await person('keeps');
    const other = await person('other');
    expect((await connect(owner.caller, 'Google')).status).toBe(200);
    expectError(await other.caller.call('DELETE', '/api/account/sign-ins/google'), 404);
    expect(await connectedOf(owner.caller)).toEqual(['Google']);
  });
});
