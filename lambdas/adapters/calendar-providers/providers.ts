import type { TOAuthProvider } from '@contracts/booking/connection';
import {
  ProviderError,
  type CalendarProviders,
  type ProviderChanges,
  type ProviderEvent,
  type ProviderTokens,
} from '../../ports/calendar-providers';
import type { SecretStrings } from '../secrets-manager/secret-string';
import { fromGoogleEvent, fromGraphEvent } from './events';
import { providerSettings, type ProviderEnv, type ProviderSettings } from './settings';

type Json = Record<string, unknown>;
const TIMEOUT_MS = 8_000;
/** A runaway pager (a provider bug, a fake gone wrong) stops here rather than looping forever. */
const MAX_PAGES = 200;

/**
 * Google Calendar and Microsoft Graph over HTTPS, with the configured endpoints; a client secret
 * given by name is read from `secrets`.
 */
export function createCalendarProviders(
  env: ProviderEnv,
  secrets: SecretStrings,
): CalendarProviders {
  const settings = providerSettings(env);
  const clientSecrets = new Map<TOAuthProvider, Promise<string>>();

  const settingsOf = (provider: TOAuthProvider): ProviderSettings => {
    const s = settings[provider];
    if (!s) throw new ProviderError(`${provider} is not configured`);
    return s;
  };

  /** The client secret, read from Secrets Manager once per container when given by name. */
  const secretOf = (s: ProviderSettings): Promise<string> => {
    if ('value' in s.secret) return Promise.resolve(s.secret.value);
    let cached = clientSecrets.get(s.provider);
    if (!cached) {
      const name = s.secret.secretName;
      cached = secrets.read(name).then((secret) => secret.trim());
      cached.catch(() => clientSecrets.delete(s.provider));
      clientSecrets.set(s.provider, cached);
    }
    return cached;
  };

  const tokenRequest = async (
    s: ProviderSettings,
    grant: Record<string, string>,
  ): Promise<ProviderTokens> => {
    const form = new URLSearchParams({
      ...grant,
      client_id: s.clientId,
      client_secret: await secretOf(s),
    });
    const res = await fetch(s.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as Json;
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new ProviderError(`${s.provider} token endpoint refused the grant`, res.status);
    }
    return {
      accessToken: body.access_token,
      ...(typeof body.refresh_token === 'string' ? { refreshToken: body.refresh_token } : {}),
    };
  };

  /** GET on the provider's API; 410 (a cursor no longer valid) is returned, not thrown. */
  const apiGet = async (
    s: ProviderSettings,
    url: string,
    accessToken: string,
    headers: Record<string, string> = {},
  ): Promise<Json | 'gone'> => {
    // Paging links come from the provider's answer: the bearer token goes only to its API.
    if (!url.startsWith(`${s.apiUrl}/`)) throw new ProviderError(`${s.provider}: foreign link`);
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 410) return 'gone';
    if (!res.ok) throw new ProviderError(`${s.provider} API answered ${res.status}`, res.status);
    return (await res.json()) as Json;
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
      const body = await apiGet(s, `${base}?${params}`, accessToken);
      // The sync token expired (Google answers 410 Gone): start again from the whole window.
      if (body === 'gone') {
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
    const headers = { prefer: 'outlook.timezone="UTC", odata.maxpagesize=100' };
    const events: ProviderEvent[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = await apiGet(s, url, accessToken, headers);
      // The delta token expired: a full round over the window again.
      if (body === 'gone') {
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

  return {
    appOrigin: new URL(env.APP_ORIGIN).origin,
    client(provider) {
      const s = settings[provider];
      return s
        ? {
            provider,
            clientId: s.clientId,
            authorizeUrl: s.authorizeUrl,
            redirectUri: s.redirectUri,
          }
        : undefined;
    },
    exchangeCode(provider, input) {
      const s = settingsOf(provider);
      return tokenRequest(s, {
        grant_type: 'authorization_code',
        code: input.code,
        code_verifier: input.codeVerifier,
        redirect_uri: s.redirectUri,
      });
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
  };
}
