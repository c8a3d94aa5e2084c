import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingPage, type TBookingPage } from '@contracts/booking/booking-page';
import {
  ZCalendarProviders,
  type TConnection,
  type TSyncResult,
} from '@contracts/booking/connection';
import { ZMeetingList, type TMeeting } from '@contracts/booking/meeting';
import { ZSlotList } from '@contracts/booking/public-booking';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { calendarConnect, type Started } from '../support/calendar-connect';
import { startFakeProviders, type FakeProviders } from '../support/fake-calendar-providers';
import { startStack, type StartedStack } from '../support/stack';

// Its own stack: the shared one has no calendar credentials (connect answers "not configured").
let fakes: FakeProviders;
let stack: StartedStack;
let owner: Caller;
let other: Caller;
let anonymous: Caller;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  fakes = await startFakeProviders();
  stack = await startStack({ web: false, calendarProviders: fakes.env() });
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
  await fakes?.stop();
});

const DAY = 86_400_000;
/** 10:00–11:00 UTC, `days` days ahead (well inside the 8-week sync window). */
function hourAt(days: number, hour = 10) {
  const day = new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY);
  const start = new Date(day.getTime() + hour * 3_600_000);
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}

const createPage = () =>
  createOpenPage(owner, { name: 'Synced page', slugPrefix: 'sync', timeZone: 'UTC' });

const { startOAuth, consent, callback, connectFlow, connections, connect, sync } = calendarConnect(
  () => owner,
);

/** Whether the page offers a slot starting at `time.start` (each page's slots start on the hour). */
async function offered(page: TBookingPage, time: { start: string; end: string }): Promise<boolean> {
  const res = await anonymous.call(
    'GET',
    `/api/public/booking-pages/${page.slug}/slots?from=${time.start}&to=${time.end}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZSlotList.parse(res.body).slots.some((slot) => slot.start === time.start);
}

const counts = (r: TSyncResult) => ({ created: r.created, updated: r.updated, removed: r.removed });

async function meetings(page: TBookingPage): Promise<TMeeting[]> {
  const from = new Date(Math.floor(Date.now() / DAY) * DAY).toISOString();
  const to = new Date(Date.parse(from) + 60 * DAY).toISOString();
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/meetings?from=${from}&to=${to}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

/** Everything stored under the page: its own partition and its connections'. */
async function partition(page: TBookingPage): Promise<Record<string, NativeAttributeValue>[]> {
  const read = async (pk: string) =>
    (
      await doc.send(
        new QueryCommand({
          TableName: stack.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];
  return [...(await read(`CAL#${page.id}`)), ...(await read(`CALCONN#${page.id}`))];
}

const stateOf = (started: Started) => started.authUrl.searchParams.get('state') ?? '';

describe('starting calendar OAuth', () => {
  it('lists the providers this site can connect: those with an OAuth client', async () => {
    const res = await owner.call('GET', '/api/calendar-providers');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZCalendarProviders.strict().parse(res.body)).toEqual({
      providers: ['google', 'microsoft'],
    });
  });

  it('answers the consent screen: code flow with PKCE S256 and a fresh state', async () => {
    const page = await createPage();
    const started = await startOAuth(page, 'google');
    const google = started.authUrl;
    const p = google.searchParams;
    expect(`${google.origin}${google.pathname}`).toBe(`${fakes.url}/google/authorize`);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(fakes.google.clientId);
    expect(p.get('redirect_uri')).toBe(`${stack.apiUrl}/api/oauth/google/callback`);
    expect(p.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
    expect(p.get('access_type')).toBe('offline');
    expect(p.get('prompt')).toBe('consent');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await startOAuth(page, 'google');
    expect(stateOf(again)).not.toBe(stateOf(started));
    expect(again.cookie).not.toBe(started.cookie);

    const microsoft = (await startOAuth(page, 'microsoft')).authUrl.searchParams;
    expect(microsoft.get('scope')).toBe('offline_access Calendars.ReadWrite');
    expect(microsoft.get('redirect_uri')).toBe(`${stack.apiUrl}/api/oauth/microsoft/callback`);
    expect(microsoft.get('client_secret')).toBeNull();
  });

  it('is the owner’s alone: another user gets 404, anonymous 401', async () => {
    const page = await createPage();
    expect((await other.call('POST', `/api/booking-pages/${page.id}/oauth/google`)).status).toBe(
      404,
    );
    expect(
      (await anonymous.call('POST', `/api/booking-pages/${page.id}/oauth/google`)).status,
    ).toBe(401);
    expect((await owner.call('POST', `/api/booking-pages/${page.id}/oauth/yahoo`)).status).toBe(
      404,
    );
  });
});

describe('the OAuth callback', () => {
  it('connects Google: the page posts oauth-success to the app origin under a strict CSP', async () => {
    const page = await createPage();
    const result = await connectFlow(page, 'google');
    expect(result.status).toBe(200);
    // The binding cookie is spent with the flow.
    expect(result.headers.getSetCookie()[0]).toMatch(/^vciso_oauth_google=; .*Max-Age=0/);
    expect(result.headers.get('content-type')).toContain('text/html');
    expect(result.html).toContain(`postMessage('oauth-success',${JSON.stringify(stack.apiUrl)})`);
    expect(result.html).toContain('window.close()');
    expect(result.html).toContain(`/booking-pages/${page.id}/connect`);
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("default-src 'none'");

    const list = await connections(page);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ provider: 'google', isPrimary: true });
    const calendar = ZBookingPage.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}`)).body,
    );
    expect(calendar.connectionCount).toBe(1);
  });

  it('keeps the refresh token encrypted, never in clear', async () => {
    const page = await createPage();
    await connect(page, 'google');
    await connect(page, 'microsoft');
    const items = await partition(page);
    const stored = JSON.stringify(items);
    const issued = [...fakes.google.issuedRefreshTokens, ...fakes.microsoft.issuedRefreshTokens];
    expect(issued.length).toBeGreaterThan(1);
    for (const token of issued) expect(stored).not.toContain(token);
    const conns = items.filter((i) => String(i.SK).startsWith('CONN#'));
    expect(conns).toHaveLength(2);
    for (const c of conns) expect(String(c.refreshTokenCiphertext)).toMatch(/^gcm:/);
    expect(conns.find((c) => c.provider === 'microsoft')?.isPrimary).toBeUndefined();
  });

  describe('refuses, with nothing written', () => {
    const expectRefused = async (
      page: TBookingPage,
      url: URL | string,
      cookie: string | undefined,
      reason = 'not valid',
    ) => {
      const before = await partition(page);
      const result = await callback(url, cookie);
      expect(result.status).toBe(400);
      expect(result.html).not.toContain('oauth-success');
      expect(result.html).toContain(reason);
      expect(await partition(page)).toEqual(before);
    };

    it('a replayed state', async () => {
      const page = await createPage();
      const started = await startOAuth(page, 'google');
      const back = await consent(started.authUrl);
      expect((await callback(back, started.cookie)).status).toBe(200);
      await expectRefused(page, back, started.cookie);
      expect(await connections(page)).toHaveLength(1);
    });

    it('a forged state, and none at all', async () => {
      const page = await createPage();
      const started = await startOAuth(page, 'google');
      const back = await consent(started.authUrl);
      back.searchParams.set('state', randomBytes(32).toString('base64url'));
      await expectRefused(page, back, started.cookie);
      back.searchParams.set('state', 'OAUTH#x');
      await expectRefused(page, back, started.cookie);
      back.searchParams.delete('state');
      await expectRefused(page, back, started.cookie);
      expect(await connections(page)).toHaveLength(0);
    });

    it('an expired state', async () => {
      const page = await createPage();
      const started = await startOAuth(page, 'google');
      await doc.send(
        new UpdateCommand({
          TableName: stack.tableName,
          Key: { PK: `OAUTH#${stateOf(started)}`, SK: 'OAUTH' },
          UpdateExpression: 'SET #ttl = :past',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
          ConditionExpression: 'attribute_exists(PK)',
        }),
      );
      await expectRefused(page, await consent(started.authUrl), started.cookie);
      expect(await connections(page)).toHaveLength(0);
    });

    it('a state started for another provider', async () => {
      const page = await createPage();
      const started = await startOAuth(page, 'google');
      const back = await consent(started.authUrl);
      const elsewhere = new URL(`${stack.apiUrl}/api/oauth/microsoft/callback${back.search}`);
      const asMicrosoft = started.cookie.replace('vciso_oauth_google=', 'vciso_oauth_microsoft=');
      await expectRefused(page, elsewhere, asMicrosoft);
      expect(await connections(page)).toHaveLength(0);
    });

    it('a flow finished in another browser (no or another binding cookie)', async () => {
      const page = await createPage();
      const started = await startOAuth(page, 'google');
      const back = await consent(started.authUrl);
      await expectRefused(page, back, undefined, 'another browser');
      const other = await startOAuth(page, 'google');
      await expectRefused(page, await consent(other.authUrl), started.cookie, 'another browser');
      expect(await connections(page)).toHaveLength(0);
    });
  });
});

describe.each(['google', 'microsoft'] as const)('syncing %s', (provider) => {
  const fake = () => fakes[provider];
  let page: TBookingPage;
  let connection: TConnection;
  const ids: string[] = [];
  let first: ReturnType<typeof hourAt>;

  beforeAll(async () => {
    page = await createPage();
    connection = await connect(page, provider);
    expect(connection.isPrimary).toBe(true);
    first = hourAt(3);
    ids.push(
      fake().createEvent({ title: `${provider} standup`, ...first }),
      fake().createEvent({ title: `${provider} review`, ...hourAt(4, 14) }),
      fake().createEvent({ title: `${provider} audit`, ...hourAt(5, 9) }),
    );
  });

  it('imports the coming events as meetings of the connection', async () => {
    expect(counts(await sync(page))).toEqual({ created: 3, updated: 0, removed: 0 });
    const list = await meetings(page);
    expect(list.map((m) => m.title).sort()).toEqual(
      [`${provider} audit`, `${provider} review`, `${provider} standup`].sort(),
    );
    for (const m of list) {
      expect(m).toMatchObject({ source: provider, connectionId: connection.id });
      expect(m.status).toBe('scheduled');
    }
    const synced = (await connections(page)).find((c) => c.id === connection.id);
    expect(synced?.lastSyncedAt).toBeTruthy();
  });

  it('does not offer imported busy time on the public page', async () => {
    const from = new Date(Date.parse(first.start) - 2 * 3_600_000).toISOString();
    const to = new Date(Date.parse(first.end) + 2 * 3_600_000).toISOString();
    const res = await anonymous.call(
      'GET',
      `/api/public/booking-pages/${page.slug}/slots?from=${from}&to=${to}`,
    );
    expect(res.status).toBe(200);
    const slots = ZSlotList.parse(res.body).slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots)
      expect(slot.end <= first.start || slot.start >= first.end, JSON.stringify(slot)).toBe(true);
  });

  it('merges a move and a deletion into the same meetings, nothing duplicated', async () => {
    const before = await meetings(page);
    const moved = hourAt(6, 16);
    fake().moveEvent(ids[0]!, moved.start, moved.end);
    fake().deleteEvent(ids[1]!);
    expect(counts(await sync(page))).toEqual({ created: 0, updated: 1, removed: 1 });
    const after = await meetings(page);
    expect(after).toHaveLength(2);
    const standup = after.find((m) => m.title === `${provider} standup`);
    expect(standup?.id).toBe(before.find((m) => m.title === `${provider} standup`)?.id);
    expect(standup?.startTime).toBe(moved.start);
    expect(after.some((m) => m.title === `${provider} review`)).toBe(false);
  });

  it('frees the time an event left, on every page of the owner, and takes the time it moved to', async () => {
    const otherPage = await createPage();
    for (const shown of [page, otherPage]) {
      expect(await offered(shown, first)).toBe(true);
      expect(await offered(shown, hourAt(4, 14))).toBe(true);
      expect(await offered(shown, hourAt(6, 16))).toBe(false);
    }
    expect((await owner.call('DELETE', `/api/booking-pages/${otherPage.id}`)).status).toBe(204);
  });

  it('changes nothing when nothing changed', async () => {
    const before = await meetings(page);
    expect(counts(await sync(page))).toEqual({ created: 0, updated: 0, removed: 0 });
    expect(await meetings(page)).toEqual(before);
  });

  it('resyncs fully when the provider no longer accepts its cursor (410)', async () => {
    const before = await meetings(page);
    const gone = fake().listings.gone;
    fake().expireCursors();
    ids.push(fake().createEvent({ title: `${provider} late`, ...hourAt(7, 11) }));
    expect(counts(await sync(page))).toEqual({ created: 1, updated: 0, removed: 0 });
    expect(fake().listings.gone).toBe(gone + 1);
    const after = await meetings(page);
    expect(after).toHaveLength(before.length + 1);
    for (const m of before) expect(after).toContainEqual(m);
    expect(counts(await sync(page))).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('disconnecting removes its imported meetings and its sync state', async () => {
    const res = await owner.call(
      'DELETE',
      `/api/booking-pages/${page.id}/connections/${connection.id}`,
    );
    expect(res.status).toBe(204);
    expect(await meetings(page)).toEqual([]);
    const left = (await partition(page)).map((i) => String(i.SK));
    expect(left.filter((sk) => !sk.startsWith('CAL'))).toEqual([]);
    // Their busy time leaves with them.
    expect(await offered(page, hourAt(5, 9))).toBe(true);
    expect(await offered(page, hourAt(6, 16))).toBe(true);
  });
});
