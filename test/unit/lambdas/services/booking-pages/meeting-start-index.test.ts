import { describe, expect, it } from 'vitest';
import type { TMeeting } from '@contracts/booking/meeting';
import {
  movedMeetingItem,
  toMeetingItem,
} from '../../../../../lambdas/services/booking-pages/meeting-item';

const booking: TMeeting = {
  id: 'meeting-1',
  bookingPageId: 'cal-1',
  connectionId: null,
  title: 'Meeting with Ada',
  startTime: '2030-01-08T09:30:00.000Z',
  endTime: '2030-01-08T10:00:00.000Z',
  attendeeName: 'Ada',
  attendeeEmail: 'ada@example.com',
  status: 'scheduled',
  source: 'booking',
  platform: null,
  notes: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('the meeting start index (reminders)', () => {
  it('files a scheduled booking under its start’s UTC hour', () => {
    expect(toMeetingItem(booking, 'owner-sub')).toMatchObject({
      GSI1PK: 'MEETSTART#2030-01-08T09',
      GSI1SK: '2030-01-08T09:30:00.000Z#cal-1#meeting-1',
    });
  });

  it('leaves out manual events, imported busy time and cancelled meetings', () => {
    for (const changed of [
      { source: 'manual' as const },
      { source: 'google' as const },
      { source: 'microsoft' as const },
      { status: 'cancelled' as const },
    ])
      expect(toMeetingItem({ ...booking, ...changed }, 'owner-sub')).not.toHaveProperty('GSI1PK');
  });

  it('moves a moved meeting to its new start’s hour', () => {
    const moved = movedMeetingItem(
      toMeetingItem(booking, 'owner-sub'),
      { startTime: '2030-01-09T14:00:00.000Z', endTime: '2030-01-09T14:30:00.000Z' },
      new Date('2030-01-02T00:00:00.000Z'),
      undefined,
    );
    expect(moved).toMatchObject({
      GSI1PK: 'MEETSTART#2030-01-09T14',
      GSI1SK: '2030-01-09T14:00:00.000Z#cal-1#meeting-1',
    });
  });
});
