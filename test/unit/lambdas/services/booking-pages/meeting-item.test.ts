import { describe, expect, it } from 'vitest';
import type { TMeeting } from '@contracts/booking/meeting';
import {
  cancelledByOf,
  fromMeetingItem,
  meetingKey,
  meetingRefKey,
  movedMeetingItem,
  sequenceOf,
  toMeetingItem,
  toMeetingRefItem,
} from '../../../../../lambdas/services/booking-pages/meeting-item';
import { bookedMeeting } from '../../support/booking-fixtures';

const meeting: TMeeting = bookedMeeting({
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  platform: 'teams',
  createdAt: '2030-01-01T12:00:00.000Z',
});
const item = toMeetingItem(meeting, 'owner-sub');
const to = { startTime: '2030-01-08T14:00:00.000Z', endTime: '2030-01-08T14:30:00.000Z' };
const now = new Date('2030-01-02T08:00:00.000Z');

describe('a meeting’s version (SEQUENCE)', () => {
  it('is 0 for a scheduled meeting never changed, 1 for one cancelled before versions were kept', () => {
    expect(sequenceOf(item)).toBe(0);
    expect(sequenceOf({ ...item, status: 'cancelled' })).toBe(1);
    expect(sequenceOf({ ...item, status: 'cancelled', sequence: 3 })).toBe(3);
  });

  it('names the visitor as the canceller unless the owner is recorded', () => {
    expect(cancelledByOf(item)).toBe('attendee');
    expect(cancelledByOf({ ...item, cancelledBy: 'owner' })).toBe('owner');
  });
});

describe('a moved meeting', () => {
  it('keeps its id and everything else, takes the new time, key and the next version', () => {
    const moved = movedMeetingItem(item, to, now, 'key-1');
    expect(moved).toMatchObject({
      ...meetingKey({ ...meeting, ...to }),
      id: meeting.id,
      startTime: to.startTime,
      endTime: to.endTime,
      sequence: 1,
      rescheduledAt: now.toISOString(),
      lastMoveKey: 'key-1',
      attendeeEmail: 'ada@example.com',
      platform: 'teams',
      userId: 'owner-sub',
    });
    expect(moved.SK).not.toBe(item.SK);
    expect(fromMeetingItem(moved)).toEqual({ ...meeting, ...to });
    // Moved again without a key: the version grows, the old key is not kept.
    const again = movedMeetingItem(moved, { ...to, startTime: to.startTime }, now, undefined);
    expect(again.sequence).toBe(2);
    expect(again).not.toHaveProperty('lastMoveKey');
  });

  it('is found by id through its ref, which names the current start', () => {
    expect(toMeetingRefItem({ ...meeting, ...to })).toEqual({
      ...meetingRefKey(meeting),
      startTime: to.startTime,
    });
    expect(meetingRefKey(meeting).PK).toBe(meetingKey(meeting).PK);
    expect(meetingRefKey(meeting).SK.startsWith('MEET#')).toBe(false);
  });
});
