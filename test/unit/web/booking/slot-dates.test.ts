import { describe, expect, it } from 'vitest';
import {
  dateKeyIn,
  formatSlotTime,
  slotsByDate,
} from '../../../../web/src/features/booking/lib/slot-dates';

const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
});

describe('slotsByDate', () => {
  it('groups free times by the visitor’s day, not by UTC', () => {
    const slots = [
      slot('2025-03-11T23:30:00.000Z'),
      slot('2025-03-11T09:00:00.000Z'),
      slot('2025-03-12T02:00:00.000Z'),
    ];
    // In London (UTC+0 in March before the clocks change) these are two days.
    const london = slotsByDate(slots, 'Europe/London');
    expect([...london.keys()]).toEqual(['2025-03-11', '2025-03-12']);
    expect(london.get('2025-03-11')!.map((s) => s.start)).toEqual([
      '2025-03-11T09:00:00.000Z',
      '2025-03-11T23:30:00.000Z',
    ]);
    // In New York (UTC−4) the 02:00Z time is still the evening before.
    const newYork = slotsByDate(slots, 'America/New_York');
    expect([...newYork.keys()]).toEqual(['2025-03-11']);
    expect(newYork.get('2025-03-11')).toHaveLength(3);
    // In Tokyo (UTC+9) the late one is already the next morning.
    const tokyo = slotsByDate(slots, 'Asia/Tokyo');
    expect([...tokyo.keys()]).toEqual(['2025-03-11', '2025-03-12']);
    expect(tokyo.get('2025-03-12')!.map((s) => s.start)).toEqual([
      '2025-03-11T23:30:00.000Z',
      '2025-03-12T02:00:00.000Z',
    ]);
  });

  it('answers an empty map for no slots', () => {
    expect(slotsByDate([], 'UTC').size).toBe(0);
  });

  it('keys dates as yyyy-MM-dd and formats times in the visitor’s zone', () => {
    expect(dateKeyIn('2025-01-05T00:30:00Z', 'UTC')).toBe('2025-01-05');
    expect(dateKeyIn(new Date('2025-01-05T00:30:00Z'), 'America/Los_Angeles')).toBe('2025-01-04');
    expect(formatSlotTime('2025-03-11T09:00:00Z', 'Europe/Paris', 'en-GB')).toBe('10:00');
    expect(formatSlotTime('2025-03-11T09:00:00Z', 'America/New_York', 'en-US')).toBe('5:00 AM');
  });
});
