import { describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../../../../../lambdas/ports/calendar-providers';
import {
  importedMeetingId,
  meetingFingerprint,
  toImportedMeeting,
} from '../../../../../lambdas/services/booking-pages/imported-event-item';

const ctx = {
  bookingPageId: 'cal-1',
  connectionId: 'conn-1',
  provider: 'google' as const,
  now: new Date('2030-01-01T00:00:00.000Z'),
  createdAt: '2030-01-01T00:00:00.000Z',
};

const event: ProviderEvent = {
  id: 'evt-1',
  removed: false,
  title: 'Risk review',
  start: '2030-01-02T09:00:00.000Z',
  end: '2030-01-02T10:00:00.000Z',
  busy: true,
  organizer: { name: 'Ada', email: 'ada@example.com' },
};

describe('provider event → meeting', () => {
  it('becomes a scheduled meeting of the connection, from the provider', () => {
    expect(toImportedMeeting(event, ctx)).toEqual({
      id: importedMeetingId('conn-1', 'evt-1'),
      bookingPageId: 'cal-1',
      connectionId: 'conn-1',
      title: 'Risk review',
      startTime: '2030-01-02T09:00:00.000Z',
      endTime: '2030-01-02T10:00:00.000Z',
      attendeeName: 'Ada',
      attendeeEmail: 'ada@example.com',
      status: 'scheduled',
      source: 'google',
      platform: null,
      notes: null,
      createdAt: ctx.createdAt,
    });
  });

  it('always maps the same event of the same connection to the same meeting id', () => {
    const id = importedMeetingId('conn-1', 'evt-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(importedMeetingId('conn-1', 'evt-1')).toBe(id);
    expect(importedMeetingId('conn-2', 'evt-1')).not.toBe(id);
    expect(importedMeetingId('conn-1', 'evt-2')).not.toBe(id);
  });

  it('names an untitled event Busy', () => {
    expect(toImportedMeeting({ ...event, title: '  ' }, ctx)?.title).toBe('Busy');
  });

  it('imports nothing that is not busy time ahead', () => {
    const skip = (e: Partial<ProviderEvent>) => toImportedMeeting({ ...event, ...e }, ctx);
    expect(skip({ removed: true })).toBeUndefined();
    expect(skip({ busy: false })).toBeUndefined();
    expect(skip({ start: undefined })).toBeUndefined();
    expect(skip({ end: '2030-01-02T09:00:00.000Z' })).toBeUndefined();
    expect(skip({ end: '2030-01-03T09:00:01.000Z' })).toBeUndefined();
    expect(
      skip({ start: '2029-12-31T22:00:00.000Z', end: '2030-01-01T00:00:00.000Z' }),
    ).toBeUndefined();
    expect(
      skip({ start: '2029-12-31T23:00:00.000Z', end: '2030-01-01T00:30:00.000Z' }),
    ).toBeDefined();
  });

  it('fingerprints what is shown, so a move or a rename is a change', () => {
    const meeting = toImportedMeeting(event, ctx)!;
    const same = toImportedMeeting(event, { ...ctx, createdAt: 'later' })!;
    expect(meetingFingerprint(same)).toBe(meetingFingerprint(meeting));
    const moved = toImportedMeeting({ ...event, start: '2030-01-02T09:30:00.000Z' }, ctx)!;
    expect(meetingFingerprint(moved)).not.toBe(meetingFingerprint(meeting));
    const renamed = toImportedMeeting({ ...event, title: 'Other' }, ctx)!;
    expect(meetingFingerprint(renamed)).not.toBe(meetingFingerprint(meeting));
  });
});
