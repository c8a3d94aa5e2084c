import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TOAuthProvider } from '@contracts/booking/connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromGoogleEvent,
  fromGraphEvent,
  googleEventId,
  googleJoinUrl,
  toGoogleEvent,
  toGraphEvent,
} from '../../../../../lambdas/adapters/calendar-providers/events';
import { createCalendarProviders } from '../../../../../lambdas/adapters/calendar-providers/providers';
import { providerSettings } from '../../../../../lambdas/adapters/calendar-providers/settings';
import { createLocalCipher } from '../../../../../lambdas/adapters/kms/token-cipher';
import type { SecretStrings } from '../../../../../lambdas/adapters/secrets-manager/secret-string';
import type { OutgoingEvent } from '../../../../../lambdas/ports/calendar-providers';
import {
  startFakeProviders,
  type FakeProviders,
} from '../../../../support/fake-calendar-providers';
import { loopbackService } from '../../support/loopback-service';

const MEETING = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';
const GOOGLE_ID = 'vciso3f2b8c1e9a4d4e7b8c2a1d5e6f7a8b9c';
const event: OutgoingEvent = {
  meetingId: MEETING,
  title: 'Intro call with Ada',
  description: 'Booked by Ada (ada@example.com).\nManage: https://app.example.com/m/1',
  start: '2030-01-02T09:00:00.000Z',
  end: '2030-01-02T09:30:00.000Z',
  onlineMeeting: true,
};
const noSecrets: SecretStrings = { read: () => Promise.reject(new Error('no secret by name')) };

describe('Google events', () => {
  it('reads a timed event in UTC', () => {
    expect(
      fromGoogleEvent({
        id: 'g1',
        status: 'confirmed',
        summary: 'Standup',
        start: { dateTime: '2030-01-02T10:00:00+01:00' },
        end: { dateTime: '2030-01-02T10:30:00+01:00' },
        organizer: { email: 'o@example.com', displayName: 'O' },
      }),
    ).toEqual({
      id: 'g1',
      removed: false,
      title: 'Standup',
      start: '2030-01-02T09:00:00.000Z',
      end: '2030-01-02T09:30:00.000Z',
      busy: true,
      organizer: { name: 'O', email: 'o@example.com' },
    });
  });

  it('reads cancellations, free time and all-day events', () => {
    expect(fromGoogleEvent({ id: 'g2', status: 'cancelled' })).toEqual({ id: 'g2', removed: true });
    expect(fromGoogleEvent({ id: 'g3', transparency: 'transparent' })?.busy).toBe(false);
    const allDay = fromGoogleEvent({ id: 'g4', start: { date: '2030-01-02' } });
    expect(allDay?.start).toBeUndefined();
    expect(fromGoogleEvent({ summary: 'no id' })).toBeUndefined();
  });
});

describe('Graph events', () => {
  it('reads UTC times without an offset', () => {
    const e = fromGraphEvent({
      id: 'm1',
      subject: 'Review',
      start: { dateTime: '2030-01-02T09:00:00.0000000', timeZone: 'UTC' },
      end: { dateTime: '2030-01-02T10:00:00.0000000', timeZone: 'UTC' },
      showAs: 'busy',
      organizer: { emailAddress: { name: 'N', address: 'n@example.com' } },
    });
    expect(e).toMatchObject({
      id: 'm1',
      removed: false,
      title: 'Review',
      start: '2030-01-02T09:00:00.000Z',
      end: '2030-01-02T10:00:00.000Z',
      busy: true,
    });
  });

  it('reads removals, cancellations, free time and times in another zone', () => {
    expect(fromGraphEvent({ id: 'm2', '@removed': { reason: 'deleted' } })?.removed).toBe(true);
    expect(fromGraphEvent({ id: 'm3', isCancelled: true })?.removed).toBe(true);
    expect(fromGraphEvent({ id: 'm4', showAs: 'free' })?.busy).toBe(false);
    const zoned = fromGraphEvent({
      id: 'm5',
      start: { dateTime: '2030-01-02T09:00:00', timeZone: 'Pacific Standard Time' },
    });
    expect(zoned?.start).toBeUndefined();
  });
});

describe('the mark of an event written for a meeting', () => {
  it('is read from Google private extended properties', () => {
    const mark = (props: unknown) =>
      fromGoogleEvent({ id: 'g1', extendedProperties: { private: props } })?.ownMeetingId;
    expect(mark({ vcisoMeetingId: 'meeting-1' })).toBe('meeting-1');
    expect(mark({ vcisoMeetingId: '' })).toBeUndefined();
    expect(mark({ other: 'x' })).toBeUndefined();
    expect(fromGoogleEvent({ id: 'g1' })).not.toHaveProperty('ownMeetingId');
    // Shared properties are visible to (and writable by) every attendee's client: not a mark.
    const shared = { id: 'g1', extendedProperties: { shared: { vcisoMeetingId: 'meeting-1' } } };
    expect(fromGoogleEvent(shared)?.ownMeetingId).toBeUndefined();
  });

  it('is read from a Graph transactionId that starts with vciso-', () => {
    const mark = (transactionId: unknown) =>
      fromGraphEvent({ id: 'm1', transactionId })?.ownMeetingId;
    expect(mark('vciso-meeting-1')).toBe('meeting-1');
    expect(mark('vciso-')).toBeUndefined();
    expect(mark('outlook-123')).toBeUndefined();
    expect(mark(7)).toBeUndefined();
    expect(fromGraphEvent({ id: 'm1' })).not.toHaveProperty('ownMeetingId');
  });

  it('round-trips: what is written is read back as the meeting', () => {
    const written = { ...event, onlineMeeting: false };
    const google = fromGoogleEvent({ id: googleEventId(MEETING), ...toGoogleEvent(written) });
    const graph = fromGraphEvent({ id: 'm1', ...toGraphEvent(written) });
    for (const read of [google, graph])
      expect(read).toMatchObject({
        ownMeetingId: MEETING,
        title: written.title,
        start: written.start,
        end: written.end,
      });
  });
});

describe('written events', () => {
  it('get a base32hex Google id from the meeting UUID', () => {
    expect(googleEventId('3F2B8C1E-9A4D-4E7B-8C2A-1D5E6F7A8B9C')).toBe(
      'vciso3f2b8c1e9a4d4e7b8c2a1d5e6f7a8b9c',
    );
    expect(googleEventId(MEETING)).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(() => googleEventId('meeting_1')).toThrow(RangeError);
  });

  it('carry the place the host set in the provider’s own location field', () => {
    const link = 'https://video.example.com/rooms/ada';
    const video = { ...event, onlineMeeting: false, location: { text: link, url: link } };
    expect(toGoogleEvent(video)).toMatchObject({ location: link });
    expect(toGraphEvent(video)).toMatchObject({
      location: { displayName: link, locationUri: link },
    });
    const street = { ...event, location: { text: '1 Main Street' } };
    expect(toGraphEvent(street).location).toEqual({ displayName: '1 Main Street' });
    expect(toGoogleEvent(event)).not.toHaveProperty('location');
    expect(toGraphEvent(event)).not.toHaveProperty('location');
  });

  it('take the join link from the video entry point, else hangoutLink', () => {
    const entryPoints = [
      { entryPointType: 'phone', uri: 'tel:+1-555-0100' },
      { entryPointType: 'video', uri: 'https://meet.google.com/abc-defg-hij' },
    ];
    expect(googleJoinUrl({ conferenceData: { entryPoints }, hangoutLink: 'https://x' })).toBe(
      'https://meet.google.com/abc-defg-hij',
    );
    expect(googleJoinUrl({ hangoutLink: 'https://meet.google.com/xyz-abcd-efg' })).toBe(
      'https://meet.google.com/xyz-abcd-efg',
    );
    expect(googleJoinUrl({ conferenceData: { entryPoints: 'no' } })).toBeUndefined();
  });
});

describe('provider settings', () => {
  const base = { APP_ORIGIN: 'https://app.example.com/' };

  it('leaves a provider without id and secret unconfigured', () => {
    expect(providerSettings(base)).toEqual({});
    expect(providerSettings({ ...base, GOOGLE_CALENDAR_CLIENT_ID: 'id' })).toEqual({});
  });

  it('defaults to the real endpoints, with the callback on the app origin', () => {
    const s = providerSettings({
      ...base,
      MICROSOFT_CALENDAR_CLIENT_ID: 'id',
      MICROSOFT_CALENDAR_CLIENT_SECRET_NAME: 'prod/ms-calendar',
    });
    expect(s.microsoft).toEqual({
      provider: 'microsoft',
      clientId: 'id',
      secret: { secretName: 'prod/ms-calendar' },
      authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      apiUrl: 'https://graph.microsoft.com/v1.0',
      redirectUri: 'https://app.example.com/api/oauth/microsoft/callback',
    });
  });

  it('takes overridden endpoints', () => {
    const s = providerSettings({
      ...base,
      GOOGLE_CALENDAR_CLIENT_ID: 'id',
      GOOGLE_CALENDAR_CLIENT_SECRET: 'secret',
      GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9/google/api/',
    });
    expect(s.google?.apiUrl).toBe('http://127.0.0.1:9/google/api');
    expect(s.google?.secret).toEqual({ value: 'secret' });
  });
});

describe('a client secret kept in Secrets Manager', () => {
  const tokenEndpoint = loopbackService({ status: 200, body: { access_token: 'at-1' } });

  it('is read by name once per container and sent, trimmed, with each grant', async () => {
    const asked: string[] = [];
    const secrets: SecretStrings = {
      read: async (name) => {
        asked.push(name);
        return 'client-secret\n';
      },
    };
    const providers = createCalendarProviders(
      {
        APP_ORIGIN: 'https://app.example.com',
        GOOGLE_CALENDAR_CLIENT_ID: 'client-id',
        GOOGLE_CALENDAR_CLIENT_SECRET_NAME: 'prod/google-calendar',
        GOOGLE_CALENDAR_TOKEN_URL: `${tokenEndpoint.endpoint}/token`,
      },
      secrets,
    );
    expect(await providers.refresh('google', 'rt-1')).toEqual({ accessToken: 'at-1' });
    await providers.refresh('google', 'rt-2');
    expect(asked).toEqual(['prod/google-calendar']);
    const forms = tokenEndpoint.received.map((r) => new URLSearchParams(r.body.toString('utf8')));
    expect(forms.map((form) => form.get('client_secret'))).toEqual([
      'client-secret',
      'client-secret',
    ]);
  });
});

describe('local token cipher', () => {
  const cipher = createLocalCipher(randomBytes(32));

  it('round-trips, never showing the token, with a fresh IV each time', async () => {
    const a = await cipher.encrypt('calendar-refresh-token', 'rt-secret');
    const b = await cipher.encrypt('calendar-refresh-token', 'rt-secret');
    expect(a).not.toContain('rt-secret');
    expect(a).not.toBe(b);
    expect(await cipher.decrypt('calendar-refresh-token', a)).toBe('rt-secret');
  });

  it('refuses a tampered ciphertext or another key', async () => {
    const sealed = await cipher.encrypt('calendar-refresh-token', 'rt-secret');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    await expect(cipher.decrypt('calendar-refresh-token', parts.join(':'))).rejects.toThrow();
    await expect(
      createLocalCipher(randomBytes(32)).decrypt('calendar-refresh-token', sealed),
    ).rejects.toThrow();
  });

  it('opens a token only as the kind it was sealed as', async () => {
    const link = await cipher.encrypt('signing-link', 'link-secret');
    await expect(cipher.decrypt('calendar-refresh-token', link)).rejects.toThrow();
    await expect(cipher.decrypt('timesheet-approval-link', link)).rejects.toThrow();
    expect(await cipher.decrypt('signing-link', link)).toBe('link-secret');
  });
});

/** Google and Microsoft both pointed at one recording loopback service. */
function onWire() {
  const wire = loopbackService({ status: 200, body: {} });
  const providers = () =>
    createCalendarProviders(
      {
        APP_ORIGIN: 'https://app.example.com',
        GOOGLE_CALENDAR_CLIENT_ID: 'g-id',
        GOOGLE_CALENDAR_CLIENT_SECRET: 'g-secret',
        GOOGLE_CALENDAR_API_URL: `${wire.endpoint}/google/api`,
        MICROSOFT_CALENDAR_CLIENT_ID: 'm-id',
        MICROSOFT_CALENDAR_CLIENT_SECRET: 'm-secret',
        MICROSOFT_CALENDAR_API_URL: `${wire.endpoint}/microsoft/api`,
      },
      noSecrets,
    );
  /** The n-th request as sent: method, path with query, the headers that matter, JSON body. */
  const sent = (n: number) => {
    const r = wire.received[n];
    if (!r) throw new Error(`no request ${n}`);
    return {
      method: r.method,
      url: r.url,
      authorization: r.headers.authorization,
      contentType: r.headers['content-type'],
      prefer: r.headers.prefer,
      body: r.body.length ? (JSON.parse(r.body.toString('utf8')) as unknown) : undefined,
    };
  };
  return { wire, providers, sent };
}

describe('Google writes on the wire', () => {
  const { wire, providers, sent } = onWire();
  const meet = 'https://meet.google.com/abc-defg-hij';
  const made = (statusCode: string, extra: object = {}) => ({
    id: GOOGLE_ID,
    status: 'confirmed',
    conferenceData: {
      createRequest: { requestId: MEETING, status: { statusCode } },
      ...(statusCode === 'success'
        ? { entryPoints: [{ entryPointType: 'video', uri: meet }], conferenceId: 'abc-defg-hij' }
        : {}),
    },
    extendedProperties: { private: { vcisoMeetingId: MEETING } },
    ...extra,
  });

  it('inserts the meeting with its own id, its mark and a Meet request, mailing no one', async () => {
    wire.replies.push({ status: 200, body: made('success') });
    const result = await providers().createEvent('google', { accessToken: 'at-g', event });
    expect(result).toEqual({ eventId: GOOGLE_ID, joinUrl: meet });
    expect(wire.received).toHaveLength(1);
    expect(sent(0)).toEqual({
      method: 'POST',
      url: '/google/api/calendars/primary/events?conferenceDataVersion=1&sendUpdates=none',
      authorization: 'Bearer at-g',
      contentType: 'application/json',
      prefer: undefined,
      body: {
        id: GOOGLE_ID,
        summary: event.title,
        description: event.description,
        start: { dateTime: '2030-01-02T09:00:00.000Z' },
        end: { dateTime: '2030-01-02T09:30:00.000Z' },
        extendedProperties: { private: { vcisoMeetingId: MEETING } },
        conferenceData: {
          createRequest: { requestId: MEETING, conferenceSolutionKey: { type: 'hangoutsMeet' } },
        },
      },
    });
  });

  it('asks for no conference without an online meeting, and answers no link', async () => {
    wire.replies.push({ status: 200, body: { id: GOOGLE_ID, status: 'confirmed' } });
    const result = await providers().createEvent('google', {
      accessToken: 'at-g',
      event: { ...event, onlineMeeting: false, start: '2030-01-02T10:00:00+01:00' },
    });
    expect(result).toEqual({ eventId: GOOGLE_ID });
    const body = sent(0).body as Record<string, unknown>;
    expect(body).not.toHaveProperty('conferenceData');
    // Written in UTC whatever offset it came with.
    expect(body.start).toEqual({ dateTime: '2030-01-02T09:00:00.000Z' });
  });

  it('takes the event an earlier try made when the id is taken (409)', async () => {
    wire.replies.push(
      {
        status: 409,
        body: { error: { code: 409, message: 'The requested identifier already exists.' } },
      },
      { status: 200, body: made('success') },
    );
    const result = await providers().createEvent('google', { accessToken: 'at-g', event });
    expect(result).toEqual({ eventId: GOOGLE_ID, joinUrl: meet });
    expect(wire.received).toHaveLength(2);
    expect(sent(1)).toMatchObject({
      method: 'GET',
      url: `/google/api/calendars/primary/events/${GOOGLE_ID}`,
      authorization: 'Bearer at-g',
      body: undefined,
    });
  });

  it('refuses an id taken by an event that is not this meeting', async () => {
    wire.replies.push(
      { status: 409 },
      { status: 200, body: { id: GOOGLE_ID, status: 'confirmed' } },
    );
    await expect(
      providers().createEvent('google', { accessToken: 'at-g', event }),
    ).rejects.toMatchObject({ name: 'ProviderError', status: 409 });
  });

  it('brings back its deleted event, which Google keeps and whose id it refuses again', async () => {
    wire.replies.push(
      { status: 409 },
      { status: 200, body: { id: GOOGLE_ID, status: 'cancelled' } },
      { status: 200, body: made('success') },
    );
    const result = await providers().createEvent('google', { accessToken: 'at-g', event });
    expect(result).toEqual({ eventId: GOOGLE_ID, joinUrl: meet });
    const restore = sent(2);
    expect(restore).toMatchObject({
      method: 'PATCH',
      url: `/google/api/calendars/primary/events/${GOOGLE_ID}?conferenceDataVersion=1&sendUpdates=none`,
    });
    expect(restore.body).toMatchObject({
      status: 'confirmed',
      summary: event.title,
      start: { dateTime: event.start },
      extendedProperties: { private: { vcisoMeetingId: MEETING } },
    });
    expect(restore.body).not.toHaveProperty('id');
  });

  it('reads the event again while its Meet is pending', async () => {
    wire.replies.push(
      { status: 200, body: made('pending') },
      { status: 200, body: made('success') },
    );
    const result = await providers().createEvent('google', { accessToken: 'at-g', event });
    expect(result).toEqual({ eventId: GOOGLE_ID, joinUrl: meet });
    expect(sent(1)).toMatchObject({
      method: 'GET',
      url: `/google/api/calendars/primary/events/${GOOGLE_ID}`,
    });
  });

  it('gives up on the link after three more reads, keeping the event', async () => {
    wire.replies.push(...Array.from({ length: 5 }, () => ({ status: 200, body: made('pending') })));
    const result = await providers().createEvent('google', { accessToken: 'at-g', event });
    expect(result).toEqual({ eventId: GOOGLE_ID });
    expect(wire.received).toHaveLength(4);
  });

  it('moves an event, its id encoded in the path', async () => {
    wire.replies.push({ status: 200, body: { id: 'a/b c', status: 'confirmed' } });
    await providers().moveEvent('google', {
      accessToken: 'at-g',
      eventId: 'a/b c',
      start: '2030-01-03T09:00:00.000Z',
      end: '2030-01-03T10:00:00.000Z',
    });
    expect(sent(0)).toEqual({
      method: 'PATCH',
      url: '/google/api/calendars/primary/events/a%2Fb%20c?sendUpdates=none',
      authorization: 'Bearer at-g',
      contentType: 'application/json',
      prefer: undefined,
      body: {
        start: { dateTime: '2030-01-03T09:00:00.000Z' },
        end: { dateTime: '2030-01-03T10:00:00.000Z' },
      },
    });
  });

  it('says 404 for a move of an event gone (404, 410, or kept as cancelled)', async () => {
    const move = () =>
      providers().moveEvent('google', {
        accessToken: 'at-g',
        eventId: GOOGLE_ID,
        start: event.start,
        end: event.end,
      });
    for (const reply of [
      { status: 404 },
      { status: 410 },
      { status: 200, body: { id: GOOGLE_ID, status: 'cancelled' } },
    ]) {
      wire.replies.push(reply);
      await expect(move()).rejects.toMatchObject({ name: 'ProviderError', status: 404 });
    }
  });

  it('deletes an event mailing no one; one already gone counts as deleted', async () => {
    const remove = () =>
      providers().deleteEvent('google', { accessToken: 'at-g', eventId: GOOGLE_ID });
    wire.replies.push({ status: 204 }, { status: 410 }, { status: 404 });
    await remove();
    await remove();
    await remove();
    expect(sent(0)).toEqual({
      method: 'DELETE',
      url: `/google/api/calendars/primary/events/${GOOGLE_ID}?sendUpdates=none`,
      authorization: 'Bearer at-g',
      contentType: undefined,
      prefer: undefined,
      body: undefined,
    });
  });

  it('throws other failures with their status', async () => {
    wire.replies.push({ status: 503 }, { status: 403 }, { status: 401 });
    await expect(
      providers().createEvent('google', { accessToken: 'at-g', event }),
    ).rejects.toMatchObject({ name: 'ProviderError', status: 503 });
    await expect(
      providers().deleteEvent('google', { accessToken: 'at-g', eventId: GOOGLE_ID }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      providers().moveEvent('google', {
        accessToken: 'at-g',
        eventId: GOOGLE_ID,
        start: event.start,
        end: event.end,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an answer without an event id', async () => {
    wire.replies.push({ status: 200, body: { status: 'confirmed' } });
    await expect(
      providers().createEvent('google', { accessToken: 'at-g', event }),
    ).rejects.toMatchObject({ name: 'ProviderError' });
  });
});

describe('Microsoft writes on the wire', () => {
  const { wire, providers, sent } = onWire();
  const teams = 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_x';

  it('creates the meeting in UTC with its transactionId and a Teams meeting', async () => {
    wire.replies.push({
      status: 201,
      body: { id: 'AAMk=/1', transactionId: `vciso-${MEETING}`, onlineMeeting: { joinUrl: teams } },
    });
    const result = await providers().createEvent('microsoft', { accessToken: 'at-m', event });
    expect(result).toEqual({ eventId: 'AAMk=/1', joinUrl: teams });
    expect(sent(0)).toEqual({
      method: 'POST',
      url: '/microsoft/api/me/events',
      authorization: 'Bearer at-m',
      contentType: 'application/json',
      prefer: 'outlook.timezone="UTC"',
      body: {
        subject: event.title,
        body: { contentType: 'text', content: event.description },
        start: { dateTime: '2030-01-02T09:00:00.000', timeZone: 'UTC' },
        end: { dateTime: '2030-01-02T09:30:00.000', timeZone: 'UTC' },
        transactionId: `vciso-${MEETING}`,
        isOnlineMeeting: true,
        onlineMeetingProvider: 'teamsForBusiness',
      },
    });
  });

  it('asks for no Teams meeting without an online meeting', async () => {
    wire.replies.push({ status: 201, body: { id: 'AAMk2', onlineMeeting: null } });
    const result = await providers().createEvent('microsoft', {
      accessToken: 'at-m',
      event: { ...event, onlineMeeting: false },
    });
    expect(result).toEqual({ eventId: 'AAMk2' });
    const body = sent(0).body as Record<string, unknown>;
    expect(body).not.toHaveProperty('isOnlineMeeting');
    expect(body).not.toHaveProperty('onlineMeetingProvider');
  });

  it('moves an event in UTC, its id encoded in the path', async () => {
    wire.replies.push({ status: 200, body: { id: 'AAMk=/1' } });
    await providers().moveEvent('microsoft', {
      accessToken: 'at-m',
      eventId: 'AAMk=/1',
      start: '2030-01-03T09:00:00.000Z',
      end: '2030-01-03T10:00:00.000Z',
    });
    expect(sent(0)).toMatchObject({
      method: 'PATCH',
      url: '/microsoft/api/me/events/AAMk%3D%2F1',
      authorization: 'Bearer at-m',
      contentType: 'application/json',
      body: {
        start: { dateTime: '2030-01-03T09:00:00.000', timeZone: 'UTC' },
        end: { dateTime: '2030-01-03T10:00:00.000', timeZone: 'UTC' },
      },
    });
  });

  it('says 404 for a move of an event gone', async () => {
    wire.replies.push({ status: 404, body: { error: { code: 'ErrorItemNotFound' } } });
    await expect(
      providers().moveEvent('microsoft', {
        accessToken: 'at-m',
        eventId: 'AAMk1',
        start: event.start,
        end: event.end,
      }),
    ).rejects.toMatchObject({ name: 'ProviderError', status: 404 });
  });

  it('deletes an event; one already gone counts as deleted, other failures throw', async () => {
    const remove = () =>
      providers().deleteEvent('microsoft', { accessToken: 'at-m', eventId: 'AAMk1' });
    wire.replies.push({ status: 204 }, { status: 404 }, { status: 500 });
    await remove();
    await remove();
    await expect(remove()).rejects.toMatchObject({ name: 'ProviderError', status: 500 });
    expect(sent(0)).toMatchObject({
      method: 'DELETE',
      url: '/microsoft/api/me/events/AAMk1',
      body: undefined,
    });
  });
});

describe('the bearer token', () => {
  const { wire, providers } = onWire();
  const window = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-02-01T00:00:00Z') };

  it('never follows a paging link off the configured API', async () => {
    wire.replies.push({
      status: 200,
      body: { value: [], '@odata.nextLink': 'https://graph.evil.example/v1.0/me/next' },
    });
    await expect(
      providers().listChanges('microsoft', { accessToken: 'at-m', window }),
    ).rejects.toThrow('foreign link');
    expect(wire.received).toHaveLength(1);
  });

  it('never goes to a cursor off the configured API', async () => {
    const lookalike = `${wire.endpoint}/microsoft/apix/me/calendarView/delta`;
    for (const cursor of ['https://graph.evil.example/v1.0/me/delta', lookalike])
      await expect(
        providers().listChanges('microsoft', { accessToken: 'at-m', cursor, window }),
      ).rejects.toThrow('foreign link');
    expect(wire.received).toHaveLength(0);
  });

  it('is not sent to an answer that is not JSON either', async () => {
    wire.replies.push({ status: 200, body: 'not an object' });
    await expect(
      providers().createEvent('microsoft', { accessToken: 'at-m', event }),
    ).rejects.toMatchObject({ name: 'ProviderError' });
  });
});

describe('writes against the fake providers', () => {
  let fakes: FakeProviders;
  beforeAll(async () => {
    fakes = await startFakeProviders();
  });
  afterAll(() => fakes.stop());
  const window = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-02-01T00:00:00Z') };

  /** The adapter pointed at the fakes, with an access token got through the real grant. */
  async function connected(provider: TOAuthProvider) {
    const providers = createCalendarProviders(
      { APP_ORIGIN: 'https://app.example.com', ...fakes.env() },
      noSecrets,
    );
    const client = providers.client(provider);
    const verifier = randomBytes(32).toString('base64url');
    const answer = fakes[provider].authorize(
      new URLSearchParams({
        client_id: client?.clientId ?? '',
        response_type: 'code',
        code_challenge_method: 'S256',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        redirect_uri: client?.redirectUri ?? '',
        state: 'state',
      }),
    );
    const code = new URL(answer.location ?? '').searchParams.get('code') ?? '';
    const { accessToken } = await providers.exchangeCode(provider, {
      code,
      codeVerifier: verifier,
    });
    return { providers, accessToken };
  }

  for (const provider of ['google', 'microsoft'] as const) {
    it(`${provider}: create, retry, move and delete show in the sync as the meeting`, async () => {
      const fake = fakes[provider];
      const { providers, accessToken } = await connected(provider);
      const meeting = { ...event, meetingId: randomUUID() };
      const first = await providers.createEvent(provider, { accessToken, event: meeting });
      // A retry after a lost answer finds the same event.
      const again = await providers.createEvent(provider, { accessToken, event: meeting });
      expect(again).toEqual(first);
      expect(first.joinUrl).toMatch(
        provider === 'google'
          ? /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/
          : /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//,
      );
      expect(fake.writtenEvents().filter((e) => e.id === first.eventId)).toHaveLength(1);
      expect(fake.find(first.eventId)).toMatchObject({
        title: meeting.title,
        description: meeting.description,
        start: meeting.start,
        end: meeting.end,
        joinUrl: first.joinUrl,
        deleted: false,
        written: true,
      });

      const full = await providers.listChanges(provider, { accessToken, window });
      expect(full.events.find((e) => e.id === first.eventId)).toMatchObject({
        ownMeetingId: meeting.meetingId,
        start: meeting.start,
      });

      const moved = { start: '2030-01-05T14:00:00.000Z', end: '2030-01-05T15:00:00.000Z' };
      await providers.moveEvent(provider, { accessToken, eventId: first.eventId, ...moved });
      const afterMove = await providers.listChanges(provider, {
        accessToken,
        cursor: full.cursor,
        window,
      });
      expect(afterMove.events).toEqual([
        expect.objectContaining({ id: first.eventId, ownMeetingId: meeting.meetingId, ...moved }),
      ]);

      await providers.deleteEvent(provider, { accessToken, eventId: first.eventId });
      await providers.deleteEvent(provider, { accessToken, eventId: first.eventId });
      const afterDelete = await providers.listChanges(provider, {
        accessToken,
        cursor: afterMove.cursor,
        window,
      });
      expect(afterDelete.events).toEqual([{ id: first.eventId, removed: true }]);
      await expect(
        providers.moveEvent(provider, { accessToken, eventId: first.eventId, ...moved }),
      ).rejects.toMatchObject({ status: 404 });
      expect(fake.find(first.eventId)?.deleted).toBe(true);
    });

    it(`${provider}: a failing provider fails the write with its status`, async () => {
      const fake = fakes[provider];
      const { providers, accessToken } = await connected(provider);
      const before = { ...fake.writes };
      fake.failWrites(503);
      try {
        await expect(providers.createEvent(provider, { accessToken, event })).rejects.toMatchObject(
          { status: 503 },
        );
      } finally {
        fake.failWrites(undefined);
      }
      expect(fake.writes.create).toBe(before.create + 1);
    });
  }

  it('google: a meeting written again after its event was deleted brings that event back', async () => {
    const { providers, accessToken } = await connected('google');
    const meeting = { ...event, meetingId: randomUUID() };
    const first = await providers.createEvent('google', { accessToken, event: meeting });
    await providers.deleteEvent('google', { accessToken, eventId: first.eventId });
    const later = {
      ...meeting,
      start: '2030-01-09T09:00:00.000Z',
      end: '2030-01-09T10:00:00.000Z',
    };
    const again = await providers.createEvent('google', { accessToken, event: later });
    expect(again).toEqual(first);
    expect(fakes.google.find(first.eventId)).toMatchObject({
      deleted: false,
      start: later.start,
      end: later.end,
    });
  });

  it('refuse a write without a valid token', async () => {
    const { providers } = await connected('microsoft');
    await expect(
      providers.deleteEvent('microsoft', { accessToken: 'forged', eventId: 'x' }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      providers.createEvent('google', { accessToken: 'forged', event }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
