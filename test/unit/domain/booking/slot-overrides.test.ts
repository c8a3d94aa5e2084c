import { describe, expect, it } from 'vitest';
import {
  generateSlots,
  isSlotOffered,
  ownerDatesAround,
  type DateOverride,
  type Interval,
  type SlotRules,
} from '@domain/booking/slots';
import { localDateOf, weekRange } from '@domain/time/zoned';

const at = (text: string) => new Date(text);
const longAgo = at('2025-01-01T00:00:00Z');

const WEEKDAYS_9_TO_5 = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '09:00',
  endTime: '17:00',
}));

const rules = (timeZone: string, overrides: DateOverride[], more: Partial<SlotRules> = {}) =>
  ({
    availability: WEEKDAYS_9_TO_5,
    timeZone,
    durationMinutes: 60,
    bufferMinutes: 0,
    overrides,
    ...more,
  }) satisfies SlotRules;

const startsOf = (slots: Interval[]) => slots.map((s) => s.start);

/** How many slots each of the owner's dates offers, by date. */
const perDate = (slots: Interval[], zone: string) => {
  const counts: Record<string, number> = {};
  for (const s of slots) {
    const date = localDateOf(new Date(s.start), zone);
    counts[date] = (counts[date] ?? 0) + 1;
  }
  return counts;
};

const holiday = (date: string): DateOverride => ({ date, ranges: [] });
const hours = (date: string, ...ranges: Array<[string, string]>): DateOverride => ({
  date,
  ranges: ranges.map(([startTime, endTime]) => ({ startTime, endTime })),
});

describe('date overrides', () => {
  // 2026-01-05 … 2026-01-11 in London: winter time, UTC.
  const week = weekRange(at('2026-01-07T12:00:00Z'), 'Europe/London');

  it('a holiday takes that date’s times away and leaves the other days alone', () => {
    const slots = generateSlots(rules('Europe/London', [holiday('2026-01-07')]), week, longAgo, []);
    expect(perDate(slots, 'Europe/London')).toEqual({
      '2026-01-05': 8,
      '2026-01-06': 8,
      '2026-01-08': 8,
      '2026-01-09': 8,
    });
  });

  it('custom hours replace the weekday’s windows on that date only, range by range', () => {
    const slots = generateSlots(
      rules('Europe/London', [hours('2026-01-06', ['08:00', '10:00'], ['15:00', '16:30'])]),
      week,
      longAgo,
      [],
    );
    expect(startsOf(slots).filter((s) => s.startsWith('2026-01-06'))).toEqual([
      '2026-01-06T08:00:00.000Z',
      '2026-01-06T09:00:00.000Z',
      '2026-01-06T15:00:00.000Z',
    ]);
    expect(perDate(slots, 'Europe/London')['2026-01-05']).toBe(8);
  });

  it('gives hours to a date whose weekday has none', () => {
    const slots = generateSlots(
      rules('Europe/London', [hours('2026-01-10', ['10:00', '12:00'])]),
      week,
      longAgo,
      [],
    );
    expect(perDate(slots, 'Europe/London')['2026-01-10']).toBe(2);
  });

  it('still keeps busy times, notice and horizon on overridden hours', () => {
    const owner = rules('Europe/London', [hours('2026-01-06', ['10:00', '13:00'])], {
      minimumNoticeMinutes: 60,
    });
    const now = at('2026-01-06T09:30:00Z');
    const busy = [{ start: '2026-01-06T11:00:00.000Z', end: '2026-01-06T11:30:00.000Z' }];
    const day = { from: at('2026-01-06T00:00:00Z'), to: at('2026-01-07T00:00:00Z') };
    // 10:00 is inside the notice; 11:00 is busy; 12:00 is free.
    expect(startsOf(generateSlots(owner, day, now, busy))).toEqual(['2026-01-06T12:00:00.000Z']);
  });

  it('refuses a booking on a holiday and accepts one in custom hours', () => {
    const owner = rules('Europe/London', [
      holiday('2026-01-07'),
      hours('2026-01-10', ['10:00', '12:00']),
    ]);
    expect(isSlotOffered(owner, at('2026-01-07T09:00:00Z'), longAgo, [])).toBe(false);
    expect(isSlotOffered(owner, at('2026-01-08T09:00:00Z'), longAgo, [])).toBe(true);
    expect(isSlotOffered(owner, at('2026-01-10T11:00:00Z'), longAgo, [])).toBe(true);
    expect(isSlotOffered(owner, at('2026-01-06T09:00:00Z'), longAgo, [])).toBe(true);
  });

  describe('in a week the clocks change', () => {
    it('reads custom hours on the London clock after the spring change', () => {
      // Clocks go forward on Sunday 2026-03-29; Tuesday 2026-03-31 is on summer time (UTC+1).
      const london = weekRange(at('2026-03-25T12:00:00Z'), 'Europe/London');
      const owner = rules('Europe/London', [hours('2026-03-27', ['10:00', '12:00'])]);
      const after = weekRange(at('2026-03-31T12:00:00Z'), 'Europe/London');
      const summer = rules('Europe/London', [hours('2026-03-31', ['10:00', '12:00'])]);
      expect(
        startsOf(generateSlots(owner, london, longAgo, [])).filter((s) =>
          s.startsWith('2026-03-27'),
        ),
      ).toEqual(['2026-03-27T10:00:00.000Z', '2026-03-27T11:00:00.000Z']);
      expect(
        startsOf(generateSlots(summer, after, longAgo, [])).filter((s) =>
          s.startsWith('2026-03-31'),
        ),
      ).toEqual(['2026-03-31T09:00:00.000Z', '2026-03-31T10:00:00.000Z']);
    });

    it('offers nothing the London clocks skip on the changing date itself', () => {
      // On 2026-03-29 01:00 GMT becomes 02:00 BST: 01:00–02:00 does not exist.
      const owner = rules('Europe/London', [hours('2026-03-29', ['01:00', '03:30'])], {
        durationMinutes: 30,
      });
      const day = { from: at('2026-03-28T12:00:00Z'), to: at('2026-03-30T00:00:00Z') };
      expect(startsOf(generateSlots(owner, day, longAgo, []))).toEqual([
        '2026-03-29T01:00:00.000Z',
        '2026-03-29T01:30:00.000Z',
        '2026-03-29T02:00:00.000Z',
      ]);
    });

    it('offers a repeated New York hour once when the clocks go back', () => {
      // On 2026-11-01 02:00 EDT becomes 01:00 EST; the Sunday has no weekly hours.
      const owner = rules('America/New_York', [hours('2026-11-01', ['00:00', '03:00'])]);
      const day = { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-02T12:00:00Z') };
      expect(startsOf(generateSlots(owner, day, longAgo, []))).toEqual([
        '2026-11-01T04:00:00.000Z',
        '2026-11-01T05:00:00.000Z',
        '2026-11-01T07:00:00.000Z',
      ]);
    });

    it('a holiday in the New York change week takes its whole date, on either offset', () => {
      const zone = 'America/New_York';
      // Monday 2026-11-02 (after the change) is a holiday; the Friday before is on EDT.
      const weekAfter = weekRange(at('2026-11-04T12:00:00Z'), zone);
      const slots = generateSlots(
        rules(zone, [holiday('2026-11-02'), hours('2026-10-30', ['09:00', '10:00'])]),
        { from: at('2026-10-30T00:00:00Z'), to: weekAfter.to },
        longAgo,
        [],
      );
      const counts = perDate(slots, zone);
      expect(counts['2026-11-02']).toBeUndefined();
      expect(counts['2026-11-03']).toBe(8);
      expect(startsOf(slots)[0]).toBe('2026-10-30T13:00:00.000Z');
      expect(startsOf(slots).find((s) => s.startsWith('2026-11-03'))).toBe(
        '2026-11-03T14:00:00.000Z',
      );
    });
  });
});

describe('ownerDatesAround', () => {
  it('spans the owner’s dates the period touches and one either side', () => {
    expect(
      ownerDatesAround(
        { from: at('2026-03-01T05:00:00Z'), to: at('2026-04-01T04:00:00Z') },
        'America/New_York',
      ),
    ).toEqual({ first: '2026-02-28', last: '2026-04-02' });
  });
});
