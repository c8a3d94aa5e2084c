import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarProviderEnv } from '../../local/lambda-env';

/**
 * A fake Google (OAuth + Calendar API v3 events.list) and a fake Microsoft (Entra OAuth + Graph
 * calendarView/delta) on one loopback HTTP server, for the integration tests. Each keeps its
 * events with a change counter, so sync tokens and delta links mean "changes after n".
 */

type ProviderName = 'google' | 'microsoft';

export interface FakeEventInput {
  title: string;
  start: string;
  end: string;
}

interface StoredEvent extends FakeEventInput {
  id: string;
  seq: number;
  deleted: boolean;
}

const PAGE_SIZE = 2;

export class FakeCalendar {
  readonly clientId: string;
  readonly clientSecret: string;
  private readonly events = new Map<string, StoredEvent>();
  private seq = 0;
  /** Cursors below this change number answer 410 Gone. */
  private validFrom = 0;
  private readonly codes = new Map<
    string,
    { challenge: string; redirectUri: string; used: boolean }
  >();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  /** Every refresh token handed out, to check none is stored in clear. */
  readonly issuedRefreshTokens: string[] = [];
  /** Requests to the events API that carried a cursor, and those that listed the window. */
  readonly listings = { incremental: 0, full: 0, gone: 0 };

  constructor(readonly name: ProviderName) {
    this.clientId = `${name}-client-${randomBytes(4).toString('hex')}`;
    this.clientSecret = `${name}-secret-${randomBytes(8).toString('hex')}`;
  }

  createEvent(input: FakeEventInput): string {
    const id = `${this.name}-evt-${randomBytes(6).toString('hex')}`;
    this.events.set(id, { ...input, id, seq: ++this.seq, deleted: false });
    return id;
  }

  moveEvent(id: string, start: string, end: string): void {
    const event = this.mustFind(id);
    Object.assign(event, { start, end, seq: ++this.seq });
  }

  deleteEvent(id: string): void {
    Object.assign(this.mustFind(id), { deleted: true, seq: ++this.seq });
  }

  /** Every cursor issued so far stops working (the provider's sync state expired). */
  expireCursors(): void {
    this.validFrom = this.seq + 1;
  }

  private mustFind(id: string): StoredEvent {
    const event = this.events.get(id);
    if (!event || event.deleted) throw new Error(`no event ${id}`);
    return event;
  }

  authorize(params: URLSearchParams): { status: number; location?: string; error?: string } {
    const redirectUri = params.get('redirect_uri');
    if (params.get('client_id') !== this.clientId) return { status: 400, error: 'client_id' };
    if (params.get('response_type') !== 'code') return { status: 400, error: 'response_type' };
    if (params.get('code_challenge_method') !== 'S256') return { status: 400, error: 'pkce' };
    const challenge = params.get('code_challenge');
    if (!redirectUri || !challenge || !params.get('state')) return { status: 400, error: 'params' };
    const code = `code-${randomBytes(12).toString('hex')}`;
    this.codes.set(code, { challenge, redirectUri, used: false });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    return { status: 302, location: back.toString() };
  }

  token(form: URLSearchParams): { status: number; body: Record<string, unknown> } {
    const refuse = (error: string) => ({ status: 400, body: { error } });
    if (form.get('client_id') !== this.clientId || form.get('client_secret') !== this.clientSecret)
      return { status: 401, body: { error: 'invalid_client' } };
    const accessToken = `at-${randomBytes(12).toString('hex')}`;
    if (form.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(form.get('code') ?? '');
      if (!grant || grant.used) return refuse('invalid_grant');
      grant.used = true;
      if (form.get('redirect_uri') !== grant.redirectUri) return refuse('invalid_grant');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== grant.challenge) return refuse('invalid_grant');
      const refreshToken = this.newRefreshToken();
      this.accessTokens.add(accessToken);
      return {
        status: 200,
        body: {
          access_token: accessToken,
          refresh_token: refreshToken,
          expires_in: 3600,
          token_type: 'Bearer',
        },
      };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const current = form.get('refresh_token') ?? '';
      if (!this.refreshTokens.has(current)) return refuse('invalid_grant');
      this.accessTokens.add(accessToken);
      // Microsoft rotates refresh tokens; Google keeps the one it issued.
      if (this.name === 'microsoft') {
        this.refreshTokens.delete(current);
        return {
          status: 200,
          body: {
            access_token: accessToken,
            refresh_token: this.newRefreshToken(),
            expires_in: 3600,
          },
        };
      }
      return { status: 200, body: { access_token: accessToken, expires_in: 3600 } };
    }
    return refuse('unsupported_grant_type');
  }

  private newRefreshToken(): string {
    const token = `rt-${this.name}-${randomBytes(16).toString('hex')}`;
    this.refreshTokens.add(token);
    this.issuedRefreshTokens.push(token);
    return token;
  }

  authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') && this.accessTokens.has(header.slice(7));
  }

  /** The events after change `since` (deletions included), or those overlapping the window. */
  listing(since: number | undefined, window?: { from: string; to: string }): StoredEvent[] {
    const all = [...this.events.values()].sort((a, b) => a.seq - b.seq);
    if (since !== undefined) return all.filter((e) => e.seq > since);
    return all.filter(
      (e) => !e.deleted && (!window || (e.end > window.from && e.start < window.to)),
    );
  }

  cursorValid(since: number): boolean {
    return since >= this.validFrom && since <= this.seq;
  }

  get currentSeq(): number {
    return this.seq;
  }
}

export interface FakeProviders {
  url: string;
  google: FakeCalendar;
  microsoft: FakeCalendar;
  /** The Lambda variables that point the calendar providers port at these fakes. */
  env(): CalendarProviderEnv;
  stop(): Promise<void>;
}

const iso = (t: string) => new Date(t).toISOString();

function googleItem(e: StoredEvent) {
  if (e.deleted) return { id: e.id, status: 'cancelled' };
  return {
    id: e.id,
    status: 'confirmed',
    summary: e.title,
    start: { dateTime: iso(e.start) },
    end: { dateTime: iso(e.end) },
    organizer: { email: 'owner@example.com', displayName: 'Calendar Owner' },
  };
}

const graphTime = (t: string) => ({
  // Graph's own shape: seven fraction digits, no offset (the zone is named beside it).
  dateTime: `${iso(t).slice(0, 23)}0000`,
  timeZone: 'UTC',
});

function graphItem(e: StoredEvent) {
  if (e.deleted) return { id: e.id, '@removed': { reason: 'deleted' } };
  return {
    id: e.id,
    subject: e.title,
    isAllDay: false,
    isCancelled: false,
    showAs: 'busy',
    start: graphTime(e.start),
    end: graphTime(e.end),
    organizer: { emailAddress: { name: 'Calendar Owner', address: 'owner@example.com' } },
  };
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const google = new FakeCalendar('google');
  const microsoft = new FakeCalendar('microsoft');
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

  function googleEvents(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!google.authorized(req)) return send(res, 401, { error: 'unauthorized' });
    const q = url.searchParams;
    const syncToken = q.get('syncToken');
    let events: StoredEvent[];
    if (syncToken) {
      const since = Number(syncToken.replace(/^gs-/, ''));
      if (!Number.isInteger(since) || !google.cursorValid(since)) {
        google.listings.gone += 1;
        return send(res, 410, { error: { code: 410, message: 'Sync token is no longer valid' } });
      }
      if (q.get('timeMin') || q.get('timeMax'))
        return send(res, 400, { error: 'syncToken with timeMin' });
      google.listings.incremental += 1;
      events = google.listing(since);
    } else {
      if (q.get('singleEvents') !== 'true') return send(res, 400, { error: 'singleEvents' });
      google.listings.full += 1;
      events = google.listing(undefined, {
        from: iso(q.get('timeMin') ?? ''),
        to: iso(q.get('timeMax') ?? ''),
      });
    }
    const offset = Number(q.get('pageToken') ?? 0);
    const page = events.slice(offset, offset + PAGE_SIZE);
    const more = offset + PAGE_SIZE < events.length;
    send(res, 200, {
      kind: 'calendar#events',
      items: page.map(googleItem),
      ...(more
        ? { nextPageToken: String(offset + PAGE_SIZE) }
        : { nextSyncToken: `gs-${google.currentSeq}` }),
    });
  }

  function graphDelta(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!microsoft.authorized(req)) return send(res, 401, { error: 'unauthorized' });
    if (!String(req.headers.prefer ?? '').includes('outlook.timezone="UTC"'))
      return send(res, 400, { error: 'expected UTC' });
    const q = url.searchParams;
    const window = { from: q.get('startDateTime') ?? '', to: q.get('endDateTime') ?? '' };
    if (!window.from || !window.to) return send(res, 400, { error: 'window' });
    const deltaToken = q.get('$deltatoken');
    let events: StoredEvent[];
    if (deltaToken !== null) {
      const since = Number(deltaToken);
      if (!Number.isInteger(since) || !microsoft.cursorValid(since)) {
        microsoft.listings.gone += 1;
        return send(res, 410, { error: { code: 'syncStateNotFound' } });
      }
      microsoft.listings.incremental += 1;
      events = microsoft.listing(since);
    } else {
      microsoft.listings.full += 1;
      events = microsoft.listing(undefined, { from: iso(window.from), to: iso(window.to) });
    }
    const offset = Number(q.get('$skiptoken') ?? 0);
    const page = events.slice(offset, offset + PAGE_SIZE);
    const link = (params: Record<string, string>) =>
      `${base}/microsoft/api/me/calendarView/delta?${new URLSearchParams({
        startDateTime: window.from,
        endDateTime: window.to,
        ...params,
      })}`;
    const more = offset + PAGE_SIZE < events.length;
    send(res, 200, {
      value: page.map(graphItem),
      ...(more
        ? {
            '@odata.nextLink': link({
              ...(deltaToken !== null ? { $deltatoken: deltaToken } : {}),
              $skiptoken: String(offset + PAGE_SIZE),
            }),
          }
        : { '@odata.deltaLink': link({ $deltatoken: String(microsoft.currentSeq) }) }),
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      const [, name, ...rest] = url.pathname.split('/');
      const fake = name === 'google' ? google : name === 'microsoft' ? microsoft : undefined;
      const route = `${req.method} /${rest.join('/')}`;
      if (!fake) return send(res, 404, { error: 'not found' });
      if (route === 'GET /authorize') {
        const answer = fake.authorize(url.searchParams);
        if (answer.location) {
          res.writeHead(302, { location: answer.location });
          return res.end();
        }
        return send(res, answer.status, { error: answer.error });
      }
      if (route === 'POST /token') {
        const answer = fake.token(await readForm(req));
        return send(res, answer.status, answer.body);
      }
      if (fake === google && route === 'GET /api/calendars/primary/events')
        return googleEvents(req, res, url);
      if (fake === microsoft && route === 'GET /api/me/calendarView/delta')
        return graphDelta(req, res, url);
      send(res, 404, { error: 'not found' });
    })().catch((error: Error) => send(res, 500, { error: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    google,
    microsoft,
    env: () => ({
      GOOGLE_CALENDAR_CLIENT_ID: google.clientId,
      GOOGLE_CALENDAR_CLIENT_SECRET: google.clientSecret,
      GOOGLE_CALENDAR_AUTH_URL: `${base}/google/authorize`,
      GOOGLE_CALENDAR_TOKEN_URL: `${base}/google/token`,
      GOOGLE_CALENDAR_API_URL: `${base}/google/api`,
      MICROSOFT_CALENDAR_CLIENT_ID: microsoft.clientId,
      MICROSOFT_CALENDAR_CLIENT_SECRET: microsoft.clientSecret,
      MICROSOFT_CALENDAR_AUTH_URL: `${base}/microsoft/authorize`,
      MICROSOFT_CALENDAR_TOKEN_URL: `${base}/microsoft/token`,
      MICROSOFT_CALENDAR_API_URL: `${base}/microsoft/api`,
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
