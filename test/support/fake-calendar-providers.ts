import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarProviderEnv, SignInProviderEnv } from '../../local/lambda-env';
import { oidcKeys, type OidcKeys } from './fake-oidc-keys';

/**
 * A fake Google (OAuth + Calendar API v3 events list/insert/get/patch/delete) and a fake
 * Microsoft (Entra OAuth + Graph calendarView/delta and /me/events create/update/delete) on one
 * loopback HTTP server, for the integration tests. Each keeps its events with a change counter,
 * so sync tokens and delta links mean "changes after n", and every write bumps it.
 *
 * Each is also an OpenID Connect provider for sign-in, with a second client (the user pool's,
 * apart from the calendar one): a code asked for with the `openid` scope is exchanged for an ID
 * token too, signed with a key published at `/<provider>/jwks`, naming the `nonce` it was asked
 * with. The person who signs in is `person`; Microsoft's `sub` is pairwise (one per client), as
 * Entra's is, Google's the same for every client.
 */

type ProviderName = 'google' | 'microsoft';

export interface FakeEventInput {
  title: string;
  start: string;
  end: string;
}

/** An event as the fake keeps it, as `find()` and `writtenEvents()` show it. */
export interface FakeEventRecord extends FakeEventInput {
  id: string;
  deleted: boolean;
  /** Made through the events API (by the product), not by `createEvent()` (by the owner). */
  written: boolean;
  description?: string;
  /** The Meet or Teams link the provider made for it. */
  joinUrl?: string;
  /** Google: `extendedProperties.private` as written. */
  privateProperties?: Record<string, string>;
  /** Microsoft: the `transactionId` it was created with. */
  transactionId?: string;
  /** Google: `location`; Microsoft: `location.displayName`. */
  location?: string;
  /** Microsoft: `location.locationUri`. */
  locationUri?: string;
}

interface StoredEvent extends FakeEventRecord {
  seq: number;
  /** Google: the conference create request that made `joinUrl`. */
  conferenceRequestId?: string;
}

/** A call to the events API: a create, or a read or write of the event `id`. */
type EventCall = { kind: 'create' } | { kind: 'get' | 'patch' | 'delete'; id: string };

/** What a handler of the events API answers. */
interface ApiAnswer {
  status: number;
  body?: unknown;
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
    {
      challenge: string;
      redirectUri: string;
      used: boolean;
      clientId: string;
      openid: boolean;
      nonce?: string;
    }
  >();
  /** The user pool's client of this provider, for sign-in (OpenID Connect). */
  readonly signInClientId: string;
  readonly signInClientSecret: string;
  /** Who signs in at the provider's screen (change it per test). */
  person = `person-${randomBytes(6).toString('hex')}`;
  /** Set once the server listens: the ID tokens' `iss`. */
  issuer = '';
  /** Set once the server starts: the key that signs ID tokens. */
  keys: OidcKeys | undefined;
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  /** Every refresh token handed out, to check none is stored in clear. */
  readonly issuedRefreshTokens: string[] = [];
  /** Every refresh token revoked at the revocation endpoint (Google's only), in order. */
  readonly revokedRefreshTokens: string[] = [];
  /** When set, the revocation endpoint answers this status and revokes nothing. */
  revokeFailure: number | undefined;
  /** Requests to the events API that carried a cursor, and those that listed the window. */
  readonly listings = { incremental: 0, full: 0, gone: 0 };
  /** Authorised write calls to the events API, whatever they were answered. */
  readonly writes = { create: 0, patch: 0, delete: 0 };
  /** When set, every write call is answered this status and changes nothing. */
  private writeFailure: number | undefined;

  constructor(readonly name: ProviderName) {
    this.clientId = `${name}-client-${randomBytes(4).toString('hex')}`;
    this.clientSecret = `${name}-secret-${randomBytes(8).toString('hex')}`;
    this.signInClientId = `${name}-sign-in-${randomBytes(4).toString('hex')}`;
    this.signInClientSecret = `${name}-sign-in-secret-${randomBytes(8).toString('hex')}`;
  }

  /**
   * The `sub` the provider gives `person` in ID tokens for `clientId`: Entra's is pairwise (each
   * application sees another), Google's is the account's own.
   */
  subFor(clientId: string, person: string = this.person): string {
    if (this.name === 'google')
      return `g-${createHash('sha256').update(person).digest('hex').slice(0, 21)}`;
    return createHash('sha256').update(`${person}|${clientId}`).digest('base64url').slice(0, 43);
  }

  private secretOf(clientId: string | null): string | undefined {
    if (clientId === this.clientId) return this.clientSecret;
    if (clientId === this.signInClientId) return this.signInClientSecret;
    return undefined;
  }

  /** An event the owner made in the calendar (not through the API): the sync imports it. */
  createEvent(input: FakeEventInput): string {
    const id = `${this.name}-evt-${randomBytes(6).toString('hex')}`;
    this.events.set(id, { ...input, id, seq: ++this.seq, deleted: false, written: false });
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

  /** A copy of the event with this id, deleted ones included. */
  find(id: string): FakeEventRecord | undefined {
    const event = this.events.get(id);
    return event ? record(event) : undefined;
  }

  /** Copies of the events written through the API, in the order made, deleted ones included. */
  writtenEvents(): FakeEventRecord[] {
    // A Map keeps insertion order: the order the events were made, whatever changed since.
    return [...this.events.values()].filter((e) => e.written).map(record);
  }

  /** Makes every write call answer `status` (a provider outage); `undefined` ends it. */
  failWrites(status: number | undefined): void {
    this.writeFailure = status;
  }

  /** For the server: the answer to a write while `failWrites` is on. */
  get failingWrites(): number | undefined {
    return this.writeFailure;
  }

  /** For the server: the stored event itself, to answer or change. */
  stored(id: string): StoredEvent | undefined {
    return this.events.get(id);
  }

  /** For the server: the live event created with this Graph `transactionId`. */
  byTransactionId(transactionId: string): StoredEvent | undefined {
    return [...this.events.values()].find((e) => !e.deleted && e.transactionId === transactionId);
  }

  /** For the server: keeps an event written through the API, as a change. */
  insert(event: Omit<StoredEvent, 'seq' | 'written' | 'deleted'>): StoredEvent {
    const stored: StoredEvent = { ...event, seq: ++this.seq, deleted: false, written: true };
    this.events.set(stored.id, stored);
    return stored;
  }

  /** For the server: changes a stored event, as a change. */
  update(event: StoredEvent, changes: Partial<StoredEvent>): StoredEvent {
    return Object.assign(event, changes, { seq: ++this.seq });
  }

  newEventId(): string {
    // Google's own ids are base32hex too; Graph's are opaque.
    return this.name === 'google'
      ? `fake${randomBytes(10).toString('hex')}`
      : `${this.name}-evt-${randomBytes(6).toString('hex')}`;
  }

  private mustFind(id: string): StoredEvent {
    const event = this.events.get(id);
    if (!event || event.deleted) throw new Error(`no event ${id}`);
    return event;
  }

  authorize(params: URLSearchParams): { status: number; location?: string; error?: string } {
    const redirectUri = params.get('redirect_uri');
    const clientId = params.get('client_id');
    if (!clientId || !this.secretOf(clientId)) return { status: 400, error: 'client_id' };
    if (params.get('response_type') !== 'code') return { status: 400, error: 'response_type' };
    if (params.get('code_challenge_method') !== 'S256') return { status: 400, error: 'pkce' };
    const challenge = params.get('code_challenge');
    if (!redirectUri || !challenge || !params.get('state')) return { status: 400, error: 'params' };
    const code = `code-${randomBytes(12).toString('hex')}`;
    const nonce = params.get('nonce');
    this.codes.set(code, {
      challenge,
      redirectUri,
      used: false,
      clientId,
      openid: (params.get('scope') ?? '').split(' ').includes('openid'),
      ...(nonce ? { nonce } : {}),
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    return { status: 302, location: back.toString() };
  }

  async token(form: URLSearchParams): Promise<{ status: number; body: Record<string, unknown> }> {
    const refuse = (error: string) => ({ status: 400, body: { error } });
    const clientId = form.get('client_id');
    const secret = this.secretOf(clientId);
    if (!clientId || !secret || form.get('client_secret') !== secret)
      return { status: 401, body: { error: 'invalid_client' } };
    const accessToken = `at-${randomBytes(12).toString('hex')}`;
    if (form.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(form.get('code') ?? '');
      if (!grant || grant.used) return refuse('invalid_grant');
      grant.used = true;
      if (form.get('redirect_uri') !== grant.redirectUri) return refuse('invalid_grant');
      if (grant.clientId !== clientId) return refuse('invalid_grant');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (challenge !== grant.challenge) return refuse('invalid_grant');
      const refreshToken = this.newRefreshToken();
      this.accessTokens.add(accessToken);
      const idToken =
        grant.openid && this.keys
          ? await this.keys.idToken({
              iss: this.issuer,
              aud: clientId,
              sub: this.subFor(clientId),
              ...(grant.nonce ? { nonce: grant.nonce } : {}),
            })
          : undefined;
      return {
        status: 200,
        body: {
          access_token: accessToken,
          refresh_token: refreshToken,
          expires_in: 3600,
          token_type: 'Bearer',
          ...(idToken ? { id_token: idToken } : {}),
        },
      };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const current = form.get('refresh_token') ?? '';
      if (!this.refreshTokens.has(current)) return refuse('invalid_grant');
      this.accessTokens.add(accessToken);
      // Microsoft hands out a new refresh token with every refresh (the one redeemed stays valid
      // until it expires, so two functions refreshing at once both succeed); Google keeps the one
      // it issued.
      if (this.name === 'microsoft') {
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

  /**
   * Google's revocation endpoint: the token in a form, no client authentication; 200 once
   * revoked (it refreshes nothing any more), 400 `invalid_token` for one it does not know.
   * Microsoft's identity platform has no such endpoint, and neither has its fake.
   */
  revoke(form: URLSearchParams): { status: number; body: Record<string, unknown> } {
    if (this.revokeFailure !== undefined)
      return { status: this.revokeFailure, body: { error: 'server_error' } };
    const token = form.get('token') ?? '';
    if (!this.refreshTokens.delete(token)) return { status: 400, body: { error: 'invalid_token' } };
    this.revokedRefreshTokens.push(token);
    return { status: 200, body: {} };
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
  /** The Lambda variables that point the sign-in providers port at these fakes (Google, Microsoft). */
  signInEnv(): SignInProviderEnv;
  stop(): Promise<void>;
}

const iso = (t: string) => new Date(t).toISOString();

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};

function record(e: StoredEvent): FakeEventRecord {
  const { seq: _seq, conferenceRequestId: _request, ...copy } = e;
  return structuredClone(copy);
}

function googleItem(e: StoredEvent) {
  if (e.deleted) return { id: e.id, status: 'cancelled' };
  return {
    id: e.id,
    status: 'confirmed',
    summary: e.title,
    ...(e.description !== undefined ? { description: e.description } : {}),
    ...(e.location !== undefined ? { location: e.location } : {}),
    start: { dateTime: iso(e.start) },
    end: { dateTime: iso(e.end) },
    organizer: { email: 'owner@example.com', displayName: 'Calendar Owner' },
    ...(e.privateProperties ? { extendedProperties: { private: e.privateProperties } } : {}),
    ...(e.joinUrl && e.conferenceRequestId
      ? googleConference(e.joinUrl, e.conferenceRequestId)
      : {}),
  };
}

/** Google's shape of a Meet conference that is made (status success). */
function googleConference(joinUrl: string, requestId: string) {
  return {
    hangoutLink: joinUrl,
    conferenceData: {
      createRequest: {
        requestId,
        conferenceSolutionKey: { type: 'hangoutsMeet' },
        status: { statusCode: 'success' },
      },
      entryPoints: [
        { entryPointType: 'video', uri: joinUrl, label: joinUrl.replace('https://', '') },
      ],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: joinUrl.split('/').pop(),
    },
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
    ...(e.description !== undefined
      ? { body: { contentType: 'text', content: e.description } }
      : {}),
    isAllDay: false,
    isCancelled: false,
    showAs: 'busy',
    start: graphTime(e.start),
    end: graphTime(e.end),
    // Graph answers a location on every event, empty when none was given.
    location: {
      displayName: e.location ?? '',
      locationType: 'default',
      ...(e.locationUri !== undefined ? { locationUri: e.locationUri } : {}),
    },
    organizer: { emailAddress: { name: 'Calendar Owner', address: 'owner@example.com' } },
    ...(e.transactionId ? { transactionId: e.transactionId } : {}),
    ...(e.joinUrl
      ? {
          isOnlineMeeting: true,
          onlineMeetingProvider: 'teamsForBusiness',
          onlineMeeting: { joinUrl: e.joinUrl },
        }
      : { isOnlineMeeting: false }),
  };
}

const letters = (n: number) =>
  [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
const meetLink = () => `https://meet.google.com/${letters(3)}-${letters(4)}-${letters(3)}`;
const teamsLink = () =>
  `https://teams.microsoft.com/l/meetup-join/${randomBytes(16).toString('hex')}`;

const googleError = (status: number, message: string): ApiAnswer => ({
  status,
  body: { error: { code: status, message } },
});
const graphError = (status: number, code: string, message = code): ApiAnswer => ({
  status,
  body: { error: { code, message } },
});

/** A Google `EventDateTime`: an instant with an offset or `Z`, as ISO; undefined otherwise. */
function googleTimeOf(value: unknown): string | undefined {
  const dateTime = obj(value).dateTime;
  if (typeof dateTime !== 'string' || !/(Z|[+-]\d\d:\d\d)$/.test(dateTime)) return undefined;
  const t = Date.parse(dateTime);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** A Graph `dateTimeTimeZone` in UTC (the only zone this fake knows), as ISO. */
function graphTimeOf(value: unknown): string | undefined {
  const { dateTime, timeZone } = obj(value);
  if (timeZone !== 'UTC' || typeof dateTime !== 'string') return undefined;
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,7})?Z?$/.test(dateTime)) return undefined;
  const t = Date.parse(dateTime.endsWith('Z') ? dateTime : `${dateTime}Z`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/**
 * New times for an event: both given (or both kept) and in order. `read` gives undefined for a
 * time that is absent or unreadable; `'bad'` says the input is refused.
 */
function timesOf(
  body: Json,
  read: (v: unknown) => string | undefined,
  current?: { start: string; end: string },
): { start: string; end: string } | 'bad' {
  const start = body.start === undefined ? current?.start : read(body.start);
  const end = body.end === undefined ? current?.end : read(body.end);
  if (!start || !end || Date.parse(end) <= Date.parse(start)) return 'bad';
  return { start: iso(start), end: iso(end) };
}

const optionalText = (v: unknown): v is string | undefined =>
  v === undefined || typeof v === 'string';

/** Google's conference create request, when the body asks for a Meet: its request id. */
function meetRequest(body: Json): string | undefined | 'bad' {
  if (body.conferenceData === undefined) return undefined;
  const request = obj(obj(body.conferenceData).createRequest);
  const requestId = request.requestId;
  if (typeof requestId !== 'string' || !requestId) return 'bad';
  if (obj(request.conferenceSolutionKey).type !== 'hangoutsMeet') return 'bad';
  return requestId;
}

function privatePropertiesOf(body: Json): Record<string, string> | undefined | 'bad' {
  if (body.extendedProperties === undefined) return undefined;
  const props = obj(obj(body.extendedProperties).private);
  const entries = Object.entries(props);
  if (entries.some(([, v]) => typeof v !== 'string')) return 'bad';
  return Object.fromEntries(entries) as Record<string, string>;
}

/** POST /calendars/primary/events: events.insert, with the client's id when it chose one. */
function googleInsert(fake: FakeCalendar, q: URLSearchParams, body: Json): ApiAnswer {
  if (q.get('sendUpdates') !== 'none') return googleError(400, 'expected sendUpdates=none');
  const id = body.id === undefined ? fake.newEventId() : body.id;
  if (typeof id !== 'string' || !/^[a-v0-9]{5,1024}$/.test(id))
    return googleError(400, 'Invalid resource id value.');
  const times = timesOf(body, googleTimeOf);
  const requestId = meetRequest(body);
  const privateProperties = privatePropertiesOf(body);
  if (times === 'bad') return googleError(400, 'Bad start or end');
  if (requestId === 'bad' || privateProperties === 'bad' || !optionalText(body.description))
    return googleError(400, 'Bad request');
  if (!optionalText(body.location)) return googleError(400, 'Bad location');
  if (requestId && q.get('conferenceDataVersion') !== '1')
    return googleError(400, 'conferenceData without conferenceDataVersion=1');
  // Google refuses an id it has, even one of a deleted event.
  if (fake.stored(id)) return googleError(409, 'The requested identifier already exists.');
  const event = fake.insert({
    id,
    title: typeof body.summary === 'string' ? body.summary : '',
    ...times,
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    ...(privateProperties ? { privateProperties } : {}),
    ...(requestId ? { joinUrl: meetLink(), conferenceRequestId: requestId } : {}),
  });
  return { status: 200, body: googleItem(event) };
}

/** PATCH /calendars/primary/events/{id}: the fields given change; `status` can restore one. */
function googlePatch(fake: FakeCalendar, id: string, q: URLSearchParams, body: Json): ApiAnswer {
  if (q.get('sendUpdates') !== 'none') return googleError(400, 'expected sendUpdates=none');
  const event = fake.stored(id);
  if (!event) return googleError(404, 'Not Found');
  const times = timesOf(body, googleTimeOf, event);
  const requestId = meetRequest(body);
  const privateProperties = privatePropertiesOf(body);
  const status = body.status;
  if (times === 'bad') return googleError(400, 'Bad start or end');
  if (requestId === 'bad' || privateProperties === 'bad' || !optionalText(body.description))
    return googleError(400, 'Bad request');
  if (status !== undefined && status !== 'confirmed' && status !== 'cancelled')
    return googleError(400, 'Bad status');
  if (!optionalText(body.location)) return googleError(400, 'Bad location');
  if (requestId && q.get('conferenceDataVersion') !== '1')
    return googleError(400, 'conferenceData without conferenceDataVersion=1');
  // A Meet is made once per event: a create request with another id does not replace it.
  const meet =
    requestId && !event.joinUrl ? { joinUrl: meetLink(), conferenceRequestId: requestId } : {};
  const changed = fake.update(event, {
    ...times,
    ...(typeof body.summary === 'string' ? { title: body.summary } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    ...(privateProperties ? { privateProperties } : {}),
    ...(status !== undefined ? { deleted: status === 'cancelled' } : {}),
    ...meet,
  });
  return { status: 200, body: googleItem(changed) };
}

/** DELETE /calendars/primary/events/{id}: Google keeps the event as cancelled (410 then). */
function googleDelete(fake: FakeCalendar, id: string, q: URLSearchParams): ApiAnswer {
  if (q.get('sendUpdates') !== 'none') return googleError(400, 'expected sendUpdates=none');
  const event = fake.stored(id);
  if (!event) return googleError(404, 'Not Found');
  if (event.deleted) return googleError(410, 'Resource has been deleted');
  fake.update(event, { deleted: true });
  return { status: 204 };
}

function googleGet(fake: FakeCalendar, id: string): ApiAnswer {
  const event = fake.stored(id);
  return event ? { status: 200, body: googleItem(event) } : googleError(404, 'Not Found');
}

/** Graph's `body`: text or HTML; the fake keeps its content. */
function graphBodyOf(body: Json): string | undefined | 'bad' {
  if (body.body === undefined) return undefined;
  const { contentType, content } = obj(body.body);
  if ((contentType !== 'text' && contentType !== 'html') || typeof content !== 'string')
    return 'bad';
  return content;
}

/** Graph's `location`: a `displayName` and an optional `locationUri`, both text. */
function graphLocationOf(
  body: Json,
): { location: string; locationUri?: string } | undefined | 'bad' {
  if (body.location === undefined) return undefined;
  if (typeof body.location !== 'object' || body.location === null || Array.isArray(body.location))
    return 'bad';
  const { displayName, locationUri } = obj(body.location);
  if (typeof displayName !== 'string' || !optionalText(locationUri)) return 'bad';
  return { location: displayName, ...(locationUri !== undefined ? { locationUri } : {}) };
}

/** Whether the event asks for a Teams meeting; Teams is this tenant's only provider. */
function teamsAsked(body: Json): boolean | 'bad' {
  if (body.isOnlineMeeting !== undefined && typeof body.isOnlineMeeting !== 'boolean') return 'bad';
  const provider = body.onlineMeetingProvider;
  if (provider !== undefined && provider !== 'teamsForBusiness') return 'bad';
  return body.isOnlineMeeting === true;
}

/** POST /me/events: a second POST with a live event's `transactionId` answers that event. */
function graphCreate(fake: FakeCalendar, body: Json): ApiAnswer {
  const times = timesOf(body, graphTimeOf);
  const description = graphBodyOf(body);
  const teams = teamsAsked(body);
  const location = graphLocationOf(body);
  const transactionId = body.transactionId;
  if (times === 'bad') return graphError(400, 'ErrorInvalidRequest', 'Bad start or end');
  if (description === 'bad' || teams === 'bad' || !optionalText(body.subject))
    return graphError(400, 'ErrorInvalidRequest');
  if (location === 'bad') return graphError(400, 'ErrorInvalidRequest', 'Bad location');
  if (!optionalText(transactionId)) return graphError(400, 'ErrorInvalidRequest');
  const earlier = transactionId ? fake.byTransactionId(transactionId) : undefined;
  if (earlier) return { status: 201, body: graphItem(earlier) };
  const event = fake.insert({
    id: fake.newEventId(),
    title: body.subject ?? '',
    ...times,
    ...(description !== undefined ? { description } : {}),
    ...(transactionId ? { transactionId } : {}),
    ...location,
    ...(teams ? { joinUrl: teamsLink() } : {}),
  });
  return { status: 201, body: graphItem(event) };
}

/** PATCH /me/events/{id}: a deleted event is not found (Graph moves it out of the calendar). */
function graphPatch(fake: FakeCalendar, id: string, body: Json): ApiAnswer {
  const event = fake.stored(id);
  if (!event || event.deleted) return graphError(404, 'ErrorItemNotFound');
  const times = timesOf(body, graphTimeOf, event);
  const description = graphBodyOf(body);
  const location = graphLocationOf(body);
  if (times === 'bad') return graphError(400, 'ErrorInvalidRequest', 'Bad start or end');
  if (description === 'bad' || location === 'bad' || !optionalText(body.subject))
    return graphError(400, 'ErrorInvalidRequest');
  const changed = fake.update(event, {
    ...times,
    ...(body.subject !== undefined ? { title: body.subject } : {}),
    ...(description !== undefined ? { description } : {}),
    // A new location replaces the whole of the old one.
    ...(location ? { locationUri: undefined, ...location } : {}),
  });
  return { status: 200, body: graphItem(changed) };
}

function graphGet(fake: FakeCalendar, id: string): ApiAnswer {
  const event = fake.stored(id);
  if (!event || event.deleted) return graphError(404, 'ErrorItemNotFound');
  return { status: 200, body: graphItem(event) };
}

function graphDelete(fake: FakeCalendar, id: string): ApiAnswer {
  const event = fake.stored(id);
  if (!event || event.deleted) return graphError(404, 'ErrorItemNotFound');
  fake.update(event, { deleted: true });
  return { status: 204 };
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const google = new FakeCalendar('google');
  const microsoft = new FakeCalendar('microsoft');
  google.keys = await oidcKeys();
  microsoft.keys = await oidcKeys();
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readText = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const readForm = async (req: IncomingMessage) => new URLSearchParams(await readText(req));
  /** A JSON object sent as JSON; undefined for anything else. */
  const readJson = async (req: IncomingMessage): Promise<Json | undefined> => {
    const text = await readText(req);
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return;
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Json)
        : undefined;
    } catch {
      return undefined;
    }
  };
  const reply = (res: ServerResponse, answer: ApiAnswer) => {
    if (answer.body !== undefined) return send(res, answer.status, answer.body);
    res.writeHead(answer.status);
    res.end();
  };

  /** Where each fake keeps one user's events; `{id}` follows it. */
  const collections = new Map<FakeCalendar, string>([
    [google, '/api/calendars/primary/events'],
    [microsoft, '/api/me/events'],
  ]);

  /** The call to the events API of one event (or a create), or undefined for another route. */
  function eventCall(fake: FakeCalendar, method: string, path: string): EventCall | undefined {
    const collection = collections.get(fake) ?? '';
    if (path === collection) return method === 'POST' ? { kind: 'create' } : undefined;
    const raw = path.startsWith(`${collection}/`) ? path.slice(collection.length + 1) : '';
    const kind = ({ GET: 'get', PATCH: 'patch', DELETE: 'delete' } as const)[method as 'GET'];
    if (!raw || raw.includes('/') || !kind) return undefined;
    try {
      return { kind, id: decodeURIComponent(raw) };
    } catch {
      return { kind, id: '' };
    }
  }

  async function answerEventCall(
    fake: FakeCalendar,
    call: EventCall,
    req: IncomingMessage,
    q: URLSearchParams,
  ): Promise<ApiAnswer> {
    const isGoogle = fake === google;
    const fail = (status: number, message: string) =>
      isGoogle ? googleError(status, message) : graphError(status, message);
    if (!fake.authorized(req)) return fail(401, 'unauthorized');
    if (call.kind === 'get') return isGoogle ? googleGet(fake, call.id) : graphGet(fake, call.id);
    fake.writes[call.kind] += 1;
    if (fake.failingWrites !== undefined) return fail(fake.failingWrites, 'failing on purpose');
    if (call.kind === 'delete')
      return isGoogle ? googleDelete(fake, call.id, q) : graphDelete(fake, call.id);
    const body = await readJson(req);
    if (!body) return fail(400, 'expected a JSON object');
    if (call.kind === 'create')
      return isGoogle ? googleInsert(fake, q, body) : graphCreate(fake, body);
    return isGoogle ? googlePatch(fake, call.id, q, body) : graphPatch(fake, call.id, body);
  }

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
        const answer = await fake.token(await readForm(req));
        return send(res, answer.status, answer.body);
      }
      if (fake === google && route === 'POST /revoke') {
        const type = String(req.headers['content-type'] ?? '');
        if (!type.startsWith('application/x-www-form-urlencoded'))
          return send(res, 400, { error: 'invalid_request' });
        const answer = google.revoke(await readForm(req));
        return send(res, answer.status, answer.body);
      }
      if (route === 'GET /jwks') return send(res, 200, fake.keys?.jwks() ?? { keys: [] });
      if (fake === google && route === 'GET /api/calendars/primary/events')
        return googleEvents(req, res, url);
      if (fake === microsoft && route === 'GET /api/me/calendarView/delta')
        return graphDelta(req, res, url);
      const call = eventCall(fake, req.method ?? '', `/${rest.join('/')}`);
      if (call) return reply(res, await answerEventCall(fake, call, req, url.searchParams));
      send(res, 404, { error: 'not found' });
    })().catch((error: Error) => send(res, 500, { error: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  google.issuer = `${base}/google`;
  microsoft.issuer = `${base}/microsoft/v2.0`;

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
    signInEnv: () => ({
      GOOGLE_SIGN_IN_CLIENT_ID: google.signInClientId,
      GOOGLE_SIGN_IN_CLIENT_SECRET: google.signInClientSecret,
      GOOGLE_SIGN_IN_AUTH_URL: `${base}/google/authorize`,
      GOOGLE_SIGN_IN_TOKEN_URL: `${base}/google/token`,
      GOOGLE_SIGN_IN_JWKS_URL: `${base}/google/jwks`,
      GOOGLE_SIGN_IN_ISSUER: google.issuer,
      MICROSOFT_SIGN_IN_CLIENT_ID: microsoft.signInClientId,
      MICROSOFT_SIGN_IN_CLIENT_SECRET: microsoft.signInClientSecret,
      MICROSOFT_SIGN_IN_TENANT_ID: 'fake-tenant',
      MICROSOFT_SIGN_IN_AUTH_URL: `${base}/microsoft/authorize`,
      MICROSOFT_SIGN_IN_TOKEN_URL: `${base}/microsoft/token`,
      MICROSOFT_SIGN_IN_JWKS_URL: `${base}/microsoft/jwks`,
      MICROSOFT_SIGN_IN_ISSUER: microsoft.issuer,
    }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
