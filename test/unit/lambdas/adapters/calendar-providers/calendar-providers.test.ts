import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromGoogleEvent,
  fromGraphEvent,
} from '../../../../../lambdas/adapters/calendar-providers/events';
import { createCalendarProviders } from '../../../../../lambdas/adapters/calendar-providers/providers';
import { providerSettings } from '../../../../../lambdas/adapters/calendar-providers/settings';
import { createLocalCipher } from '../../../../../lambdas/adapters/kms/token-cipher';
import type { SecretStrings } from '../../../../../lambdas/adapters/secrets-manager/secret-string';
import { loopbackService } from '../../support/loopback-service';

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
    const a = await cipher.encrypt('rt-secret');
    const b = await cipher.encrypt('rt-secret');
    expect(a).not.toContain('rt-secret');
    expect(a).not.toBe(b);
    expect(await cipher.decrypt(a)).toBe('rt-secret');
  });

  it('refuses a tampered ciphertext or another key', async () => {
    const sealed = await cipher.encrypt('rt-secret');
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    await expect(cipher.decrypt(parts.join(':'))).rejects.toThrow();
    await expect(createLocalCipher(randomBytes(32)).decrypt(sealed)).rejects.toThrow();
  });
});
