import { describe, expect, it } from 'vitest';
import { emptyEventForm } from '../../../../web/src/features/booking-pages/lib/event-form';
import { newIdempotencyKey } from '../../../../web/src/lib/idempotency-key';
import { isOAuthSuccess } from '../../../../web/src/features/booking-pages/lib/oauth-message';
import { publicLink } from '../../../../web/src/features/booking-pages/lib/public-link';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newIdempotencyKey(crypto)).toMatch(UUID_V4);
    expect(newIdempotencyKey(crypto)).not.toBe(newIdempotencyKey(crypto));
  });

  it('builds a v4 UUID from random bytes outside a secure context', () => {
    const bytesOnly = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    for (let i = 0; i < 50; i++) expect(newIdempotencyKey(bytesOnly)).toMatch(UUID_V4);
    const zeros = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => array,
    } as Pick<Crypto, 'getRandomValues'>;
    expect(newIdempotencyKey(zeros)).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('isOAuthSuccess', () => {
  const origin = 'https://hub.example.com';
  it('accepts the success word, as text or as { type }, from this origin only', () => {
    expect(isOAuthSuccess({ origin, data: 'oauth-success' }, origin)).toBe(true);
    expect(isOAuthSuccess({ origin, data: { type: 'oauth-success' } }, origin)).toBe(true);
    expect(isOAuthSuccess({ origin: 'https://evil.example', data: 'oauth-success' }, origin)).toBe(
      false,
    );
    for (const data of ['oauth-failure', null, undefined, { type: 'other' }, 42]) {
      expect(isOAuthSuccess({ origin, data }, origin)).toBe(false);
    }
  });
});

describe('publicLink', () => {
  it('is {origin}/book/{slug}', () => {
    expect(publicLink('intro-call', 'https://hub.example.com')).toBe(
      'https://hub.example.com/book/intro-call',
    );
  });
});

describe('emptyEventForm', () => {
  const connection = (id: string, isPrimary: boolean) => ({
    id,
    bookingPageId: 'cal',
    provider: 'local' as const,
    providerCalendarId: id,
    providerCalendarName: id,
    isPrimary,
    createdAt: '2025-01-01T00:00:00Z',
    lastSyncedAt: null,
  });

  it('starts on the given day, 09:00–10:00 UTC, on the primary calendar', () => {
    const form = emptyEventForm(new Date(2025, 2, 12, 15), [
      connection('second', false),
      connection('main', true),
    ]);
    expect(form).toMatchObject({
      date: '2025-03-12',
      startTime: '09:00',
      endTime: '10:00',
      timezone: 'UTC',
      calendarConnectionId: 'main',
      travelBuffer: '0',
    });
  });

  it('leaves the calendar unchosen when none is connected', () => {
    expect(emptyEventForm(new Date(2025, 2, 12), []).calendarConnectionId).toBe('');
  });
});
