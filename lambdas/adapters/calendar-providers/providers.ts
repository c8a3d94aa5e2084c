import { setTimeout as sleep } from 'node:timers/promises';
import type { TOAuthProvider } from '@contracts/booking/connection';
import {
  ProviderError,
  type CalendarProviders,
  type OutgoingEvent,
  type ProviderChanges,
  type ProviderEvent,
  type ProviderTokens,
  type WrittenEvent,
} from '../../ports/calendar-providers';
import { clientSecrets, codeGrant, publicClient, requestToken } from '../oauth-token';
import type { SecretStrings } from '../secrets-manager/secret-string';
import {
  fromGoogleEvent,
  fromGraphEvent,
  googleConferencePending,
  googleEventId,
  googleJoinUrl,
  googleTimes,
  graphJoinUrl,
  graphTimes,
  toGoogleEvent,
  toGraphEvent,
} from './events';
import { providerSettings, type ProviderEnv, type ProviderSettings } from './settings';

type Json = Record<string, unknown>;
const TIMEOUT_MS = 8_000;
/** A runaway pager (a provider bug, a fake gone wrong) stops here rather than looping forever. */
const MAX_PAGES = 200;
/** Google makes a Meet link asynchronously; a written event is read again this often for it. */
const CONFERENCE_REREADS = 3;
const CONFERENCE_PAUSE_MS = 500;
/** The product sends its own invites: Google must mail no one about its writes. */
const GOOGLE_NO_MAIL = 'sendUpdates=none';
/** A write that may carry a conference create request, which Google ignores without version 1. */
const GOOGLE_WRITE = `conferenceDataVersion=1&${GOOGLE_NO_MAIL}`;
/** Graph answers times in the mailbox's own zone unless asked for UTC. */
const GRAPH_UTC = { prefer: 'outlook.timezone="UTC"' };
/** An event deleted at the provider (Google answers 410 for one it keeps as deleted). */
const GONE: readonly number[] = [404, 410];

interface ApiCall {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: Json;
  /** Statuses answered to the caller rather than thrown. */
  expect?: readonly number[];
}

interface Answer {
  status: number;
  /** The JSON object of a 2xx answer (empty for 204); empty for an expected failure. */
  body: Json;
}

/** An answer's JSON object; anything else is a provider answering nonsense. */
function jsonOf(s: ProviderSettings, text: string): Json {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProviderError(`${s.provider} API answered bad JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ProviderError(`${s.provider} API answered no JSON object`);
  return value as Json;
}

/** The id of a written event as the provider answered it. */
function eventIdOf(s: ProviderSettings, body: Json): string {
  if (typeof body.id !== 'string' || !body.id)
    throw new ProviderError(`${s.provider} answered an event without an id`);
  return body.id;
}

const written = (eventId: string, joinUrl: string | undefined): WrittenEvent =>
  joinUrl ? { eventId, joinUrl } : { eventId };

/**
 * Google Calendar and Microsoft Graph over HTTPS, with the configured endpoints; a client secret
 * given by name is read from `secrets`.
 */
export function createCalendarProviders(
  env: ProviderEnv,
  secrets: SecretStrings,
): CalendarProviders {
  const settings = providerSettings(env);
  const secretOf = clientSecrets(secrets);

  const settingsOf = (provider: TOAuthProvider): ProviderSettings => {
    const s = settings[provider];
    if (!s) throw new ProviderError(`${provider} is not configured`);
    return s;
  };

  const tokenRequest = async (
    s: ProviderSettings,
    grant: Record<string, string>,
  ): Promise<ProviderTokens> => {
    const res = await requestToken(s, await secretOf(s.provider, s.secret), grant, TIMEOUT_MS);
    const { body } = res;
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new ProviderError(`${s.provider} token endpoint refused the grant`, res.status);
    }
    return {
      accessToken: body.access_token,
      ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
    };
  };

  /**
   * One call to the provider's API with the bearer token: JSON in, JSON out. A status in `expect`
   * is handed back for the caller to handle (410 for an expired cursor, 409 for an id taken, 404
   * for an event gone); any other failure throws.
   */
  const api = async (s: ProviderSettings, accessToken: string, call: ApiCall): Promise<Answer> => {
    // Paging links come from the provider's answer: the bearer token goes only to its API.
    if (!call.url.startsWith(`${s.apiUrl}/`))
      throw new ProviderError(`${s.provider}: foreign link`);
    const res = await fetch(call.url, {
      method: call.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(call.body ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Read even an error's body, so the connection is free for the next call.
    const text = await res.text();
    if (!res.ok && !call.expect?.includes(res.status))
      throw new ProviderError(`${s.provider} API answered ${res.status}`, res.status);
    return { status: res.status, body: res.ok ? jsonOf(s, text) : {} };
  };

  async function googleChanges(
    s: ProviderSettings,
    accessToken: string,
    cursor: string | undefined,
    window: { from: Date; to: Date },
  ): Promise<ProviderChanges> {
    const base = `${s.apiUrl}/calendars/primary/events`;
    const first = new URLSearchParams({ singleEvents: 'true', maxResults: '250' });
    if (cursor) first.set('syncToken', cursor);
    else {
      first.set('timeMin', window.from.toISOString());
      first.set('timeMax', window.to.toISOString());
    }
    const events: ProviderEvent[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = new URLSearchParams(first);
      if (pageToken) params.set('pageToken', pageToken);
      const { status, body } = await api(s, accessToken, {
        url: `${base}?${params}`,
        expect: [410],
      });
      // The sync token expired (Google answers 410 Gone): start again from the whole window.
      if (status === 410) {
        if (!cursor) throw new ProviderError('google answered 410 to a full sync', 410);
        return googleChanges(s, accessToken, undefined, window);
      }
      const items = Array.isArray(body.items) ? body.items : [];
      events.push(...items.flatMap((item) => fromGoogleEvent(item) ?? []));
      if (typeof body.nextPageToken === 'string') pageToken = body.nextPageToken;
      else if (typeof body.nextSyncToken === 'string')
        return { full: !cursor, events, cursor: body.nextSyncToken };
      else throw new ProviderError('google answered neither a page nor a sync token');
    }
    throw new ProviderError('google: too many pages');
  }

  async function graphChanges(
    s: ProviderSettings,
    accessToken: string,
    cursor: string | undefined,
    window: { from: Date; to: Date },
  ): Promise<ProviderChanges> {
    const start = new URLSearchParams({
      startDateTime: window.from.toISOString(),
      endDateTime: window.to.toISOString(),
    });
    let url = cursor ?? `${s.apiUrl}/me/calendarView/delta?${start}`;
    const headers = { prefer: `${GRAPH_UTC.prefer}, odata.maxpagesize=100` };
    const events: ProviderEvent[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const { status, body } = await api(s, accessToken, { url, headers, expect: [410] });
      // The delta token expired: a full round over the window again.
      if (status === 410) {
        if (!cursor) throw new ProviderError('microsoft answered 410 to a full sync', 410);
        return graphChanges(s, accessToken, undefined, window);
      }
      const items = Array.isArray(body.value) ? body.value : [];
      events.push(...items.flatMap((item) => fromGraphEvent(item) ?? []));
      const next = body['@odata.nextLink'];
      const delta = body['@odata.deltaLink'];
      if (typeof next === 'string') url = next;
      else if (typeof delta === 'string') return { full: !cursor, events, cursor: delta };
      else throw new ProviderError('microsoft answered neither a next link nor a delta link');
    }
    throw new ProviderError('microsoft: too many pages');
  }

  const googleEvents = (s: ProviderSettings) => `${s.apiUrl}/calendars/primary/events`;
  const googleEvent = (s: ProviderSettings, id: string) =>
    `${googleEvents(s)}/${encodeURIComponent(id)}`;
  const graphEvent = (s: ProviderSettings, id: string) =>
    `${s.apiUrl}/me/events/${encodeURIComponent(id)}`;

  async function googleCreate(
    s: ProviderSettings,
    accessToken: string,
    event: OutgoingEvent,
  ): Promise<WrittenEvent> {
    const id = googleEventId(event.meetingId);
    const fields = toGoogleEvent(event);
    const inserted = await api(s, accessToken, {
      method: 'POST',
      url: `${googleEvents(s)}?${GOOGLE_WRITE}`,
      body: { id, ...fields },
      expect: [409],
    });
    // 409: the id is taken, by this meeting's event (an earlier try whose answer was lost).
    const found =
      inserted.status === 409
        ? await googleExisting(s, accessToken, { id, meetingId: event.meetingId, fields })
        : inserted.body;
    const ready = await googleConference(s, accessToken, found);
    return written(eventIdOf(s, ready), googleJoinUrl(ready));
  }

  /** The meeting's event that made the insert conflict, brought back if it was deleted since. */
  async function googleExisting(
    s: ProviderSettings,
    accessToken: string,
    taken: { id: string; meetingId: string; fields: Json },
  ): Promise<Json> {
    const url = googleEvent(s, taken.id);
    const { body: existing } = await api(s, accessToken, { url });
    if (existing.status !== 'cancelled') {
      if (fromGoogleEvent(existing)?.ownMeetingId !== taken.meetingId)
        throw new ProviderError(`google: event id ${taken.id} is taken by another event`, 409);
      return existing;
    }
    // Google keeps a deleted event and refuses its id to an insert: restoring it is the write.
    const restored = await api(s, accessToken, {
      method: 'PATCH',
      url: `${url}?${GOOGLE_WRITE}`,
      body: { ...taken.fields, status: 'confirmed' },
    });
    return restored.body;
  }

  /** The event once its Meet link is made, or as it is after a few short waits. */
  async function googleConference(
    s: ProviderSettings,
    accessToken: string,
    event: Json,
  ): Promise<Json> {
    let current = event;
    for (let read = 0; read < CONFERENCE_REREADS && googleConferencePending(current); read += 1) {
      await sleep(CONFERENCE_PAUSE_MS);
      current = (await api(s, accessToken, { url: googleEvent(s, eventIdOf(s, current)) })).body;
    }
    return current;
  }

  async function graphCreate(
    s: ProviderSettings,
    accessToken: string,
    event: OutgoingEvent,
  ): Promise<WrittenEvent> {
    const { body } = await api(s, accessToken, {
      method: 'POST',
      url: `${s.apiUrl}/me/events`,
      headers: GRAPH_UTC,
      body: toGraphEvent(event),
    });
    return written(eventIdOf(s, body), graphJoinUrl(body));
  }

  async function move(
    s: ProviderSettings,
    input: { accessToken: string; eventId: string; start: string; end: string },
  ): Promise<void> {
    const google = s.provider === 'google';
    const { status, body } = await api(s, input.accessToken, {
      method: 'PATCH',
      url: google
        ? `${googleEvent(s, input.eventId)}?${GOOGLE_NO_MAIL}`
        : graphEvent(s, input.eventId),
      body: google ? googleTimes(input.start, input.end) : graphTimes(input.start, input.end),
      expect: GONE,
    });
    // Google may patch an event it keeps as deleted: gone all the same.
    const cancelled = google && body.status === 'cancelled';
    if (GONE.includes(status) || cancelled)
      throw new ProviderError(`${s.provider}: event ${input.eventId} is gone`, 404);
  }

  async function remove(
    s: ProviderSettings,
    input: { accessToken: string; eventId: string },
  ): Promise<void> {
    // An event already deleted (404, 410) is what was asked for: no error.
    await api(s, input.accessToken, {
      method: 'DELETE',
      url:
        s.provider === 'google'
          ? `${googleEvent(s, input.eventId)}?${GOOGLE_NO_MAIL}`
          : graphEvent(s, input.eventId),
      expect: GONE,
    });
  }

  /**
   * Google's revocation: the token in a form, no client authentication. 200 revokes it; 400
   * `invalid_token` means Google no longer knows it (revoked or expired already): the same end.
   */
  async function revokeAtGoogle(s: ProviderSettings, token: string): Promise<'revoked'> {
    const res = await fetch(s.revokeUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as Json;
    if (res.ok || (res.status === 400 && body.error === 'invalid_token')) return 'revoked';
    throw new ProviderError(`${s.provider} revocation endpoint answered ${res.status}`, res.status);
  }

  return {
    appOrigin: new URL(env.APP_ORIGIN).origin,
    client(provider) {
      const s = settings[provider];
      return s ? publicClient(provider, s) : undefined;
    },
    exchangeCode(provider, input) {
      const s = settingsOf(provider);
      return tokenRequest(s, codeGrant(input, s.redirectUri));
    },
    refresh(provider, refreshToken) {
      return tokenRequest(settingsOf(provider), {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    },
    listChanges(provider, input) {
      const s = settingsOf(provider);
      return provider === 'google'
        ? googleChanges(s, input.accessToken, input.cursor, input.window)
        : graphChanges(s, input.accessToken, input.cursor, input.window);
    },
    createEvent(provider, input) {
      const s = settingsOf(provider);
      return provider === 'google'
        ? googleCreate(s, input.accessToken, input.event)
        : graphCreate(s, input.accessToken, input.event);
    },
    moveEvent(provider, input) {
      return move(settingsOf(provider), input);
    },
    deleteEvent(provider, input) {
      return remove(settingsOf(provider), input);
    },
    async revoke(provider, refreshToken) {
      const s = settingsOf(provider);
      return s.revokeUrl ? revokeAtGoogle(s, refreshToken) : 'unsupported';
    },
  };
}
