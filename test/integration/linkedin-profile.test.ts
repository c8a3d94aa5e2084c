import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  linkedInProfileMessages as m,
  ZLinkedInAuthorize,
  ZLinkedInProfile,
} from '@contracts/applications/linkedin-profile';
import { LINKEDIN_STATE_TTL_SECONDS } from '../../lambdas/services/linkedin/linkedin-state-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import {
  sampleLinkedInMember,
  startFakeLinkedIn,
  type FakeLinkedIn,
} from '../support/fake-linkedin';
import { atProvider } from '../support/provider-redirect';
import { startStack, type StartedStack } from '../support/stack';
import { expectError } from '../support/api-error';

// Its own stack with the fake LinkedIn; the shared one has no LinkedIn client ("not configured").
const shared = inject('stack');
let fake: FakeLinkedIn;
let stack: StartedStack;
let owner: Caller;
let other: Caller;
let anonymous: Caller;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  fake = await startFakeLinkedIn();
  stack = await startStack({ web: false, linkedIn: fake.env() });
  anonymous = anonymousCaller(stack);
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.dynamodbEndpoint,
      region: stack.region,
      credentials: {
        accessKeyId: stack.env.AWS_ACCESS_KEY_ID ?? 'local',
        secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY ?? 'local',
      },
    }),
  );
});

afterAll(async () => {
  doc?.destroy();
  await stack?.stop();
  await fake?.stop();
});

/** `POST /api/linkedin/authorize` as the caller's browser sends it: LinkedIn's consent screen. */
async function authorize(caller: Caller): Promise<URL> {
  const res = await caller.call('POST', '/api/linkedin/authorize');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(ZLinkedInAuthorize.parse(res.body).url);
}

const profile = (caller: Caller, body: { code: string; state: string }) =>
  caller.call('POST', '/api/linkedin/profile', { body });

const stateItem = (state: string) => ({ PK: `LINKEDIN#${state}`, SK: 'LINKEDIN' });

describe('starting Quick Fill with LinkedIn', () => {
  it('answers LinkedIn’s consent screen: OpenID Connect code flow with PKCE S256 and a fresh state', async () => {
    // The state's expiry is read against the request's own span, never against a time limit.
    const askedAt = Math.floor(Date.now() / 1000);
    const url = await authorize(owner);
    const answeredAt = Math.ceil(Date.now() / 1000);
    const p = url.searchParams;
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/v2/authorization`);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(fake.clientId);
    expect(p.get('redirect_uri')).toBe(`${stack.apiUrl}/linkedin/callback`);
    expect(p.get('scope')).toBe('openid profile email');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('client_secret')).toBeNull();
    expect((await authorize(owner)).searchParams.get('state')).not.toBe(p.get('state'));

    // Stored with its owner, its verifier and a 10-minute TTL; no LinkedIn data at all.
    const { Item } = await doc.send(
      new GetCommand({
        TableName: stack.tableName,
        Key: stateItem(p.get('state')!),
        ConsistentRead: true,
      }),
    );
    expect(Item?.userId).toBe(owner.sub);
    expect(Item?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(Item?.ttl)).toBeGreaterThanOrEqual(askedAt + LINKEDIN_STATE_TTL_SECONDS);
    expect(Number(Item?.ttl)).toBeLessThanOrEqual(answeredAt + LINKEDIN_STATE_TTL_SECONDS);
  });

  it('needs a signed-in user', async () => {
    expectError(await anonymous.call('POST', '/api/linkedin/authorize'), 401);
    expectError(await profile(anonymous, { code: 'c', state: 'S'.repeat(43) }), 401);
  });

  it('says plainly when the deployment has no LinkedIn client (503)', async () => {
    const caller = await userCaller(shared);
    expectError(await caller.call('POST', '/api/linkedin/authorize'), 503, m.notConfigured);
    expectError(await profile(caller, { code: 'c', state: 'S'.repeat(43) }), 503, m.notConfigured);
  });
});

describe('the LinkedIn profile', () => {
  it('answers the profile LinkedIn shared, mapped for the form, and stores none of it', async () => {
    fake.profile = sampleLinkedInMember();
    const back = await atProvider(await authorize(owner));
    expect(`${back.back.origin}${back.back.pathname}`).toBe(`${stack.apiUrl}/linkedin/callback`);
    const res = await profile(owner, back);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZLinkedInProfile.parse(res.body)).toEqual({
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      email: 'ada.lovelace@example.com',
      emailVerified: true,
      pictureUrl: 'https://media.licdn.com/dms/image/ada/profile-displayphoto-shrink_100_100/0/',
      locale: 'en-GB',
      country: 'United Kingdom',
    });
    const { Item } = await doc.send(
      new GetCommand({
        TableName: stack.tableName,
        Key: stateItem(back.state),
        ConsistentRead: true,
      }),
    );
    expect(Item).toBeUndefined();
  });

  it('takes a string locale too, and leaves out a country the form does not list', async () => {
    fake.profile = { ...sampleLinkedInMember(), locale: 'pt_BR', email_verified: false };
    const res = await profile(owner, await atProvider(await authorize(owner)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZLinkedInProfile.parse(res.body)).toMatchObject({
      locale: 'pt-BR',
      country: null,
      emailVerified: false,
    });
    fake.profile = sampleLinkedInMember();
  });

  it('works once per state: the same state again is refused', async () => {
    const back = await atProvider(await authorize(owner));
    expect((await profile(owner, back)).status).toBe(200);
    expectError(await profile(owner, back), 400, m.expired);
    // A fresh code with the used state is refused as well.
    expectError(await profile(owner, { ...back, code: 'another-code' }), 400, m.expired);
  });

  it('refuses another user’s state, and leaves it to its owner', async () => {
    const back = await atProvider(await authorize(owner));
    const before = fake.tokenRequests;
    expectError(await profile(other, back), 400, m.expired);
    expect(fake.tokenRequests).toBe(before);
    expect((await profile(owner, back)).status).toBe(200);
  });

  it('refuses an expired state without asking LinkedIn', async () => {
    const back = await atProvider(await authorize(owner));
    await doc.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: stateItem(back.state),
        UpdateExpression: 'SET #ttl = :past',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    const before = fake.tokenRequests;
    expectError(await profile(owner, back), 400, m.expired);
    expect(fake.tokenRequests).toBe(before);
  });

  it('refuses an unknown or malformed state', async () => {
    expectError(await profile(owner, { code: 'c', state: 'S'.repeat(43) }), 400, m.expired);
    expectError(await profile(owner, { code: 'c', state: 'short' }), 400);
    expectError(await profile(owner, { code: '', state: 'S'.repeat(43) }), 400);
  });

  it('answers 502 with a plain message when LinkedIn refuses the code, and the state is spent', async () => {
    const back = await atProvider(await authorize(owner));
    const refused = await profile(owner, { ...back, code: 'not-a-code-linkedin-issued' });
    expectError(refused, 502, m.refused);
    expectError(await profile(owner, back), 400, m.expired);
  });
});
