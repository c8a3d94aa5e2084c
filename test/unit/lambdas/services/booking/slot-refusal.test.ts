import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contracts/booking/public-booking';
import type { SlotRules } from '@domain/booking/slots';
import { slotRefusal } from '../../../../../lambdas/services/booking/slot-refusal';

const rules: SlotRules = {
  availability: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '09:00',
    endTime: '17:00',
  })),
  timeZone: 'UTC',
  durationMinutes: 30,
  bufferMinutes: 0,
  minimumNoticeMinutes: 120,
  horizonDays: 30,
};
// Monday 7 January 2030, 08:00 UTC.
const now = new Date('2030-01-07T08:00:00.000Z');
const message = (start: string, busy: { start: string; end: string }[] = []) =>
  slotRefusal(rules, new Date(start), now, busy)?.message;

describe('slotRefusal: whether a time can be booked or moved into', () => {
  it('takes an offered, free time', () => {
    expect(message('2030-01-08T10:00:00.000Z')).toBeUndefined();
  });

  it('names the limit a time misses, or says it is not offered or taken', () => {
    expect(message('2030-01-07T09:00:00.000Z')).toBe(bookingMessages.tooSoon);
    expect(message('2030-03-04T10:00:00.000Z')).toBe(bookingMessages.tooFarAhead(30));
    expect(message('2030-01-08T18:00:00.000Z')).toBe(bookingMessages.slotUnavailable);
    expect(message('2030-01-06T07:00:00.000Z')).toBe(bookingMessages.slotUnavailable);
    expect(
      message('2030-01-08T10:00:00.000Z', [
        { start: '2030-01-08T10:15:00.000Z', end: '2030-01-08T10:45:00.000Z' },
      ]),
    ).toBe(bookingMessages.slotTaken);
  });
});
