import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkedInProfileMessages as m } from '@contracts/applications/linkedin-profile';
import { COUNTRIES } from '@contracts/applications/options';
import { linkedInSettings } from '../../../../../lambdas/adapters/linkedin/settings';
import { isAppError } from '../../../../../lambdas/errors';
import { LinkedInError, type LinkedIn } from '../../../../../lambdas/ports/linkedin';
import {
  authorizeLinkedIn,
  linkedInAuthorizeUrl,
} from '../../../../../lambdas/services/linkedin/authorize-linkedin';
import {
  getLinkedInProfile,
  LinkedInRefusal,
} from '../../../../../lambdas/services/linkedin/get-linkedin-profile';
import {
  LINKEDIN_STATE_TTL_SECONDS,
  liveLinkedInState,
  linkedInStateKey,
  toLinkedInStateItem,
} from '../../../../../lambdas/services/linkedin/linkedin-state-item';
import {
  COUNTRY_OF_REGION,
  countryOfLocale,
  normalizeLocale,
  profileOfUserInfo,
} from '../../../../../lambdas/services/linkedin/profile-of-userinfo';
import { MemoryTable } from '../../support/memory-table';

const OWNER = 'owner-sub';
const NOW = new Date('2030-01-01T10:00:00.000Z');
const STATE = 'S'.repeat(43);
const clock = { now: () => NOW };
const client = {
  clientId: 'li-client',
  authorizeUrl: 'https://www.linkedin.example/oauth/v2/authorization',
  redirectUri: 'https://app.example.com/linkedin/callback',
};
const member = {
  sub: 'li-1',
  name: 'Ada Lovelace',
  given_name: 'Ada',
  family_name: 'Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  picture: 'https://media.licdn.com/dms/image/ada.jpg',
  locale: { country: 'US', language: 'en' },
};

/** A LinkedIn that records its calls; `configured: false` has no client. */
function fakeLinkedIn(
  opts: {
    configured?: boolean;
    exchange?: LinkedIn['exchangeCode'];
    userInfo?: LinkedIn['userInfo'];
  } = {},
) {
  const calls: object[] = [];
  const linkedIn: LinkedIn = {
    client: () => (opts.configured === false ? undefined : client),
    exchangeCode:
      opts.exchange ??
      (async (input) => {
        calls.push({ exchange: input });
        return 'access-token';
      }),
    userInfo:
      opts.userInfo ??
      (async (token) => {
        calls.push({ userInfo: token });
        return member;
      }),
  };
  return { linkedIn, calls };
}

const withState = (startedAt = NOW, userId = OWNER) =>
  new MemoryTable([toLinkedInStateItem(STATE, { userId, codeVerifier: 'verifier' }, startedAt)]);

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  );
}

describe('starting Quick Fill with LinkedIn', () => {
  it('stores a fresh state with the caller and a PKCE verifier for 10 minutes', async () => {
    const table = new MemoryTable();
    const { linkedIn } = fakeLinkedIn();
    const { url } = await authorizeLinkedIn({ table, clock, linkedIn }, { sub: OWNER });
    const params = new URL(url).searchParams;
    const state = params.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const item = await table.get(linkedInStateKey(state));
    expect(item).toMatchObject({
      userId: OWNER,
      ttl: NOW.getTime() / 1000 + LINKEDIN_STATE_TTL_SECONDS,
    });
    expect(LINKEDIN_STATE_TTL_SECONDS).toBe(600);
    const verifier = String(item?.codeVerifier);
    expect(params.get('code_challenge')).toBe(
      createHash('sha256').update(verifier).digest('base64url'),
    );
  });

  it('asks LinkedIn for an OpenID Connect code with PKCE S256 at the web app’s callback', () => {
    const url = new URL(linkedInAuthorizeUrl(client, { state: 's1', codeChallenge: 'c1' }));
    expect(`${url.origin}${url.pathname}`).toBe(client.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: 'https://app.example.com/linkedin/callback',
      scope: 'openid profile email',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
    });
  });

  it('answers a plain 503 and stores nothing when LinkedIn is not configured', async () => {
    const table = new MemoryTable();
    const { linkedIn } = fakeLinkedIn({ configured: false });
    const error = await refusal(authorizeLinkedIn({ table, clock, linkedIn }, { sub: OWNER }));
    expect(isAppError(error) && [error.status, error.message]).toEqual([503, m.notConfigured]);
    expect(table.items.size).toBe(0);
  });
});

describe('the LinkedIn state', () => {
  const item = toLinkedInStateItem(STATE, { userId: OWNER, codeVerifier: 'v' }, NOW);

  it('is live for its owner until its ttl', () => {
    expect(liveLinkedInState(item, OWNER, NOW)).toBe(item);
    const last = new Date(NOW.getTime() + LINKEDIN_STATE_TTL_SECONDS * 1000 - 1);
    expect(liveLinkedInState(item, OWNER, last)).toBe(item);
    const expired = new Date(NOW.getTime() + LINKEDIN_STATE_TTL_SECONDS * 1000);
    expect(liveLinkedInState(item, OWNER, expired)).toBeUndefined();
  });

  it('is no one else’s, and nothing else is a state', () => {
    expect(liveLinkedInState(item, 'someone-else', NOW)).toBeUndefined();
    expect(liveLinkedInState(undefined, OWNER, NOW)).toBeUndefined();
    expect(liveLinkedInState({ ...item, codeVerifier: 1 }, OWNER, NOW)).toBeUndefined();
    expect(linkedInStateKey(STATE)).toEqual({ PK: `LINKEDIN#${STATE}`, SK: 'LINKEDIN' });
  });
});

describe('the LinkedIn profile', () => {
  const input = { sub: OWNER, code: 'the-code', state: STATE };

  it('takes the caller’s live state, exchanges the code with its verifier and maps the userinfo', async () => {
    const table = withState();
    const { linkedIn, calls } = fakeLinkedIn();
    const profile = await getLinkedInProfile({ table, clock, linkedIn }, input);
    expect(profile).toEqual({
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      email: 'ada@example.com',
      emailVerified: true,
      pictureUrl: 'https://media.licdn.com/dms/image/ada.jpg',
      locale: 'en-US',
      country: 'United States',
    });
    expect(calls).toEqual([
      { exchange: { code: 'the-code', codeVerifier: 'verifier' } },
      { userInfo: 'access-token' },
    ]);
    // Used once: the state is gone, and nothing else was written.
    expect(table.items.size).toBe(0);
    expect(table.writes.map((w) => w.op)).toEqual(['delete']);
  });

  it('refuses another user’s state (400) without spending it or asking LinkedIn', async () => {
    const table = withState();
    const { linkedIn, calls } = fakeLinkedIn();
    const error = await refusal(
      getLinkedInProfile({ table, clock, linkedIn }, { ...input, sub: 'intruder' }),
    );
    expect(isAppError(error) && [error.status, error.message]).toEqual([400, m.expired]);
    expect(calls).toEqual([]);
    expect(table.items.size).toBe(1);
  });

  it('refuses an expired, unknown or used state (400) without asking LinkedIn', async () => {
    const { linkedIn, calls } = fakeLinkedIn();
    const tenMinutesAgo = new Date(NOW.getTime() - LINKEDIN_STATE_TTL_SECONDS * 1000);
    for (const table of [withState(tenMinutesAgo), new MemoryTable()]) {
      const error = await refusal(getLinkedInProfile({ table, clock, linkedIn }, input));
      expect(isAppError(error) && [error.status, error.message]).toEqual([400, m.expired]);
    }
    const table = withState();
    await getLinkedInProfile({ table, clock, linkedIn }, input);
    const again = await refusal(getLinkedInProfile({ table, clock, linkedIn }, input));
    expect(isAppError(again) && again.status).toBe(400);
    expect(calls.filter((c) => 'exchange' in c)).toHaveLength(1);
  });

  it('lets only one of two requests with the same state go on', async () => {
    const table = withState();
    // The other request deletes the state between this one's read and its delete.
    table.beforeWrite = () => {
      table.beforeWrite = undefined;
      table.items.clear();
    };
    const { linkedIn, calls } = fakeLinkedIn();
    const error = await refusal(getLinkedInProfile({ table, clock, linkedIn }, input));
    expect(isAppError(error) && [error.status, error.message]).toEqual([400, m.expired]);
    expect(calls).toEqual([]);
  });

  it('turns LinkedIn’s refusal into a plain refusal, the state spent', async () => {
    const refused = fakeLinkedIn({
      exchange: () => Promise.reject(new LinkedInError('refused the grant', 400)),
    });
    const table = withState();
    const error = await refusal(getLinkedInProfile({ table, clock, ...refused }, input));
    expect(error).toBeInstanceOf(LinkedInRefusal);
    expect((error as LinkedInRefusal).message).toBe(m.refused);
    expect(table.items.size).toBe(0);

    const unreachable = fakeLinkedIn({
      userInfo: () => Promise.reject(new LinkedInError('could not be reached')),
    });
    const down = await refusal(
      getLinkedInProfile({ table: withState(), clock, ...unreachable }, input),
    );
    expect((down as LinkedInRefusal).message).toBe(m.unreachable);
  });

  it('lets other failures through as they are', async () => {
    const broken = fakeLinkedIn({ exchange: () => Promise.reject(new Error('bug')) });
    const error = await refusal(
      getLinkedInProfile({ table: withState(), clock, ...broken }, input),
    );
    expect(error).not.toBeInstanceOf(LinkedInRefusal);
  });

  it('answers 503 when LinkedIn is not configured', async () => {
    const { linkedIn } = fakeLinkedIn({ configured: false });
    const error = await refusal(getLinkedInProfile({ table: withState(), clock, linkedIn }, input));
    expect(isAppError(error) && error.status).toBe(503);
  });
});

describe('mapping the userinfo', () => {
  it('builds the name from its parts when there is none, and cuts long texts', () => {
    expect(profileOfUserInfo({ given_name: ' Ada ', family_name: 'Lovelace' }).name).toBe(
      'Ada Lovelace',
    );
    expect(profileOfUserInfo({ name: '  ', family_name: 'Lovelace' }).name).toBe('Lovelace');
    expect(profileOfUserInfo({ name: 'x'.repeat(150) }).name).toHaveLength(100);
  });

  it('leaves out what is missing or malformed, never guessing', () => {
    expect(profileOfUserInfo({})).toEqual({
      name: '',
      givenName: '',
      familyName: '',
      email: '',
      emailVerified: false,
      pictureUrl: null,
      locale: null,
      country: null,
    });
    const odd = profileOfUserInfo({
      name: 42,
      email: 'not an address',
      email_verified: true,
      picture: 'http://media.licdn.com/a.jpg',
      locale: ['en-US'],
    });
    expect(odd).toMatchObject({ name: '', email: '', emailVerified: false, pictureUrl: null });
    expect(profileOfUserInfo({ picture: 'javascript:alert(1)' }).pictureUrl).toBeNull();
    expect(profileOfUserInfo({ picture: `https://x.example/${'a'.repeat(2100)}` }).pictureUrl).toBe(
      null,
    );
    expect(profileOfUserInfo({ email: 'a@b.co', email_verified: 'true' }).emailVerified).toBe(true);
    expect(profileOfUserInfo({ email: 'a@b.co', email_verified: false }).emailVerified).toBe(false);
  });
});

describe('locale → country', () => {
  it('reads LinkedIn’s locale object and the standard string, in either separator', () => {
    expect(normalizeLocale({ country: 'GB', language: 'en' })).toBe('en-GB');
    expect(normalizeLocale({ language: 'de' })).toBe('de');
    expect(normalizeLocale('en_US')).toBe('en-US');
    expect(normalizeLocale('fr-ca')).toBe('fr-CA');
    expect(normalizeLocale('zh-hant-hk')).toBe('zh-Hant-HK');
    expect(normalizeLocale('es-419')).toBe('es-419');
    for (const bad of ['', 'english', 'en-US-x-private', 42, null, { country: 'US' }])
      expect(normalizeLocale(bad)).toBeNull();
  });

  it('maps the region to the form’s country, and leaves others out', () => {
    expect(countryOfLocale('en-GB')).toBe('United Kingdom');
    expect(countryOfLocale('de-CH')).toBe('Switzerland');
    expect(countryOfLocale('zh-Hant-HK')).toBe('Hong Kong');
    expect(countryOfLocale('ko-KR')).toBe('South Korea');
    expect(countryOfLocale('pt-BR')).toBeNull();
    expect(countryOfLocale('es-419')).toBeNull();
    expect(countryOfLocale('en')).toBeNull();
    expect(countryOfLocale(null)).toBeNull();
  });

  it('reaches every country of the form but "Other"', () => {
    const reached = new Set(Object.values(COUNTRY_OF_REGION));
    expect([...reached].sort()).toEqual(COUNTRIES.filter((c) => c !== 'Other').sort());
  });
});

describe('LinkedIn settings', () => {
  const origin = { APP_ORIGIN: 'https://hub.example.org/' };

  it('are absent without a client id and a secret', () => {
    expect(linkedInSettings(origin)).toBeUndefined();
    expect(linkedInSettings({ ...origin, LINKEDIN_CLIENT_ID: 'id' })).toBeUndefined();
    expect(linkedInSettings({ ...origin, LINKEDIN_CLIENT_SECRET: 's' })).toBeUndefined();
  });

  it('use the real endpoints and the web app’s callback, with the secret by name in AWS', () => {
    expect(
      linkedInSettings({
        ...origin,
        LINKEDIN_CLIENT_ID: 'id',
        LINKEDIN_CLIENT_SECRET_NAME: 'vciso/linkedin-client-secret',
      }),
    ).toEqual({
      clientId: 'id',
      secret: { secretName: 'vciso/linkedin-client-secret' },
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
      userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
      redirectUri: 'https://hub.example.org/linkedin/callback',
    });
    expect(
      linkedInSettings({ ...origin, LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'local' })
        ?.secret,
    ).toEqual({ value: 'local' });
  });
});
