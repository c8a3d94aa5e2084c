import { describe, expect, it } from 'vitest';
import {
  nextRange,
  overrideNotes,
  overrideSummary,
} from '../../../../web/src/features/booking-pages/lib/date-overrides';

describe('date override labels', () => {
  it('names a holiday and custom hours', () => {
    expect(overrideSummary({ unavailable: true, ranges: [] })).toBe('Unavailable');
    const hours = {
      date: '2026-03-11',
      unavailable: false,
      ranges: [
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '14:00', endTime: '16:30' },
      ],
    };
    expect(overrideNotes([hours])).toEqual(new Map([['2026-03-11', '09:00–12:00, 14:00–16:30']]));
  });

  it('offers the next range an hour after the last', () => {
    expect(nextRange([])).toEqual({ startTime: '09:00', endTime: '12:00' });
    expect(nextRange([{ startTime: '09:00', endTime: '12:00' }])).toEqual({
      startTime: '13:00',
      endTime: '14:00',
    });
    expect(nextRange([{ startTime: '20:00', endTime: '23:30' }])).toEqual({
      startTime: '22:00',
      endTime: '23:00',
    });
  });
});
