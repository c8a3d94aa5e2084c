import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tzOffset } from '@date-fns/tz';
import {
  availableDays,
  bookableDates,
  generateSlots,
  isSlotOffered,
  outsideBookingWindow,
  overlaps,
  slotEnd,
  type AvailabilityWindow,
  type Interval,
  type SlotRules,
} from '@domain/booking/slots';
import {
  addDays,
  dayOfWeekOfDate,
  localDateOf,
  localDateTimeOf,
  minutesOfTime,
  timeOfMinutes,
  wallTimeToInstant,
  weekRange,
} from '@domain/time/zoned';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const at = (text: string) => new Date(text);
const longAgo = at('2025-01-01T00:00:00Z');

// Monday 2026-01-05 in London, where winter time is UTC: wall times and ISO times agree.
const MONDAY = { from: at('2026-01-05T00:00:00Z'), to: at('2026-01-06T00:00:00Z') };
const monday = (time: string) => at(`2026-01-05T${time}:00.000Z`);
const mondayBusy = (start: string, end: string): Interval => ({
  start: monday(start).toISOString(),
  end: monday(end).toISOString(),
});

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
  timeZone: 'Europe/London',
  durationMinutes: 30,
  bufferMinutes: 10,
  ...overrides,
});

/** The UTC HH:mm of each slot's start, for slots within one UTC day. */
const startTimes = (slots: Interval[]) => slots.map((s) => s.start.slice(11, 16));
const startsOf = (slots: Interval[]) => slots.map((s) => s.start);

describe('generateSlots', () => {
  it('steps by the meeting length plus the buffer and stops when a meeting would overrun', () => {
    const slots = generateSlots(rules(), MONDAY, longAgo, []);
    // 11:40 would end at 12:10, after the window.
    expect(slots).toEqual([
      { start: '2026-01-05T09:00:00.000Z', end: '2026-01-05T09:30:00.000Z' },
      { start: '2026-01-05T09:40:00.000Z', end: '2026-01-05T10:10:00.000Z' },
      { start: '2026-01-05T10:20:00.000Z', end: '2026-01-05T10:50:00.000Z' },
      { start: '2026-01-05T11:00:00.000Z', end: '2026-01-05T11:30:00.000Z' },
    ]);
  });

  it('offers a meeting that ends exactly at the window end', () => {
    expect(
      startTimes(
        generateSlots(rules({ durationMinutes: 60, bufferMinutes: 0 }), MONDAY, longAgo, []),
      ),
    ).toEqual(['09:00', '10:00', '11:00']);
    expect(
      startTimes(
        generateSlots(rules({ durationMinutes: 45, bufferMinutes: 15 }), MONDAY, longAgo, []),
      ),
    ).toEqual(['09:00', '10:00', '11:00']);
    const window = [{ dayOfWeek: 1, startTime: '09:00', endTime: '11:50' }];
    expect(
      startTimes(
        generateSlots(
          rules({ availability: window, durationMinutes: 50, bufferMinutes: 10 }),
          MONDAY,
          longAgo,
          [],
        ),
      ),
    ).toEqual(['09:00', '10:00', '11:00']);
  });

  it('offers nothing in a window shorter than a meeting, or on days without a window', () => {
    expect(generateSlots(rules({ durationMinutes: 181 }), MONDAY, longAgo, [])).toEqual([]);
    const tuesday = { from: at('2026-01-06T00:00:00Z'), to: at('2026-01-07T00:00:00Z') };
    expect(generateSlots(rules(), tuesday, longAgo, [])).toEqual([]);
  });

  it('leaves out start times before now, and keeps one starting exactly now', () => {
    expect(startTimes(generateSlots(rules(), MONDAY, monday('09:40'), []))).toEqual([
      '09:40',
      '10:20',
      '11:00',
    ]);
    const aSecondLater = at('2026-01-05T09:40:01.000Z');
    expect(startTimes(generateSlots(rules(), MONDAY, aSecondLater, []))).toEqual([
      '10:20',
      '11:00',
    ]);
    // A meeting under way is not offered either.
    expect(startTimes(generateSlots(rules(), MONDAY, monday('11:10'), []))).toEqual([]);
  });

  it('keeps starts in [from, to): the period’s start included, its end excluded', () => {
    const period = { from: monday('09:40'), to: monday('11:00') };
    expect(startTimes(generateSlots(rules(), period, longAgo, []))).toEqual(['09:40', '10:20']);
    // A slot starting inside the period may end after it.
    const lastOnly = { from: monday('10:59'), to: monday('11:01') };
    expect(generateSlots(rules(), lastOnly, longAgo, [])).toEqual([
      { start: '2026-01-05T11:00:00.000Z', end: '2026-01-05T11:30:00.000Z' },
    ]);
  });

  it('offers nothing for an empty or inverted period', () => {
    expect(
      generateSlots(rules(), { from: monday('09:00'), to: monday('09:00') }, longAgo, []),
    ).toEqual([]);
    expect(generateSlots(rules(), { from: MONDAY.to, to: MONDAY.from }, longAgo, [])).toEqual([]);
  });

  describe('busy times', () => {
    it('remove the slots they overlap, buffer included', () => {
      // 09:40–10:10 overlaps; 10:20 starts only 10 minutes after but 10:20 − 10 < 10:30.
      const busy = [mondayBusy('10:00', '10:30')];
      expect(startTimes(generateSlots(rules(), MONDAY, longAgo, busy))).toEqual(['09:00', '11:00']);
    });

    it('remove a slot that only the buffer brings into conflict', () => {
      const busy = [mondayBusy('11:35', '12:00')];
      expect(startTimes(generateSlots(rules(), MONDAY, longAgo, busy))).toEqual([
        '09:00',
        '09:40',
        '10:20',
      ]);
      // Without a buffer 11:00–11:30 is clear of 11:35.
      expect(
        startTimes(
          generateSlots(rules({ bufferMinutes: 0, durationMinutes: 60 }), MONDAY, longAgo, busy),
        ),
      ).toEqual(['09:00', '10:00']);
    });

    it('leave a slot that is exactly one buffer away', () => {
      expect(
        startTimes(generateSlots(rules(), MONDAY, longAgo, [mondayBusy('08:30', '08:50')])),
      ).toEqual(['09:00', '09:40', '10:20', '11:00']);
      expect(
        startTimes(generateSlots(rules(), MONDAY, longAgo, [mondayBusy('08:30', '08:51')])),
      ).toEqual(['09:40', '10:20', '11:00']);
      expect(
        startTimes(generateSlots(rules(), MONDAY, longAgo, [mondayBusy('11:40', '12:00')])),
      ).toEqual(['09:00', '09:40', '10:20', '11:00']);
      expect(
        startTimes(generateSlots(rules(), MONDAY, longAgo, [mondayBusy('11:39', '12:00')])),
      ).toEqual(['09:00', '09:40', '10:20']);
    });

    it('touching a slot is no conflict when there is no buffer', () => {
      const noBuffer = rules({ bufferMinutes: 0 });
      const busy = [mondayBusy('10:00', '10:30')];
      expect(startTimes(generateSlots(noBuffer, MONDAY, longAgo, busy))).toEqual([
        '09:00',
        '09:30',
        '10:30',
        '11:00',
        '11:30',
      ]);
    });

    it('remove everything under a meeting that spans days', () => {
      const busy = [{ start: '2026-01-04T12:00:00.000Z', end: '2026-01-06T12:00:00.000Z' }];
      expect(generateSlots(rules(), MONDAY, longAgo, busy)).toEqual([]);
    });
  });

  describe('overlapping windows', () => {
    it('offer each start once', () => {
      const twice = rules({ availability: [...rules().availability, ...rules().availability] });
      expect(generateSlots(twice, MONDAY, longAgo, [])).toEqual(
        generateSlots(rules(), MONDAY, longAgo, []),
      );
      const inside = rules({
        availability: [
          { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 1, startTime: '10:20', endTime: '11:30' },
        ],
      });
      expect(startTimes(generateSlots(inside, MONDAY, longAgo, []))).toEqual([
        '09:00',
        '09:40',
        '10:20',
        '11:00',
      ]);
    });

    it('merge their grids in order', () => {
      const staggered = rules({
        bufferMinutes: 0,
        availability: [
          { dayOfWeek: 1, startTime: '09:30', endTime: '10:30' },
          { dayOfWeek: 1, startTime: '09:00', endTime: '10:00' },
        ],
      });
      expect(startTimes(generateSlots(staggered, MONDAY, longAgo, []))).toEqual([
        '09:00',
        '09:30',
        '10:00',
      ]);
    });
  });

  it('reads the windows on the owner’s clock, day by day through a week', () => {
    const owner = rules({
      timeZone: 'America/New_York',
      durationMinutes: 60,
      bufferMinutes: 0,
      availability: [1, 2, 3, 4, 5].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '09:00',
        endTime: '17:00',
      })),
    });
    const week = weekRange(at('2026-01-07T12:00:00Z'), 'America/New_York');
    const slots = generateSlots(owner, week, longAgo, []);
    expect(slots).toHaveLength(40);
    expect(slots[0]?.start).toBe('2026-01-05T14:00:00.000Z');
    expect(slots.at(-1)?.start).toBe('2026-01-09T21:00:00.000Z');
  });

  it('handles half-hour and 45-minute zones', () => {
    const kolkata = rules({ timeZone: 'Asia/Kolkata', bufferMinutes: 0 });
    const kolkataMonday = { from: at('2026-01-04T18:30:00Z'), to: at('2026-01-05T18:30:00Z') };
    expect(startsOf(generateSlots(kolkata, kolkataMonday, longAgo, [])).slice(0, 2)).toEqual([
      '2026-01-05T03:30:00.000Z',
      '2026-01-05T04:00:00.000Z',
    ]);
    const kathmandu = rules({ timeZone: 'Asia/Kathmandu', bufferMinutes: 0 });
    expect(startsOf(generateSlots(kathmandu, kolkataMonday, longAgo, [])).slice(0, 1)).toEqual([
      '2026-01-05T03:15:00.000Z',
    ]);
  });

  describe('changes of the clocks', () => {
    const sunday = (startTime: string, endTime: string): AvailabilityWindow[] => [
      { dayOfWeek: 0, startTime, endTime },
    ];

    it('offer nothing for wall times the clocks skip (New York, 2026-03-08)', () => {
      const owner = rules({
        timeZone: 'America/New_York',
        availability: sunday('01:00', '04:00'),
        bufferMinutes: 0,
      });
      const day = { from: at('2026-03-08T00:00:00Z'), to: at('2026-03-09T00:00:00Z') };
      // 01:00 and 01:30 EST, then 03:00 and 03:30 EDT; 02:00 and 02:30 do not exist.
      expect(startsOf(generateSlots(owner, day, longAgo, []))).toEqual([
        '2026-03-08T06:00:00.000Z',
        '2026-03-08T06:30:00.000Z',
        '2026-03-08T07:00:00.000Z',
        '2026-03-08T07:30:00.000Z',
      ]);
    });

    it('drop a meeting that would end after the window on the owner’s clock', () => {
      // 01:00 EST + 60 minutes is 03:00 EDT, after 02:30.
      const owner = rules({
        timeZone: 'America/New_York',
        availability: sunday('01:00', '02:30'),
        durationMinutes: 60,
        bufferMinutes: 0,
      });
      const day = { from: at('2026-03-08T00:00:00Z'), to: at('2026-03-09T00:00:00Z') };
      expect(generateSlots(owner, day, longAgo, [])).toEqual([]);
    });

    it('offer a repeated wall time once, at its first showing (New York, 2026-11-01)', () => {
      const owner = rules({
        timeZone: 'America/New_York',
        availability: sunday('00:00', '03:00'),
        durationMinutes: 60,
        bufferMinutes: 0,
      });
      const day = { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-02T00:00:00Z') };
      // 00:00 EDT, 01:00 EDT (not 01:00 EST as well), 02:00 EST.
      expect(startsOf(generateSlots(owner, day, longAgo, []))).toEqual([
        '2026-11-01T04:00:00.000Z',
        '2026-11-01T05:00:00.000Z',
        '2026-11-01T07:00:00.000Z',
      ]);
    });

    it('work the same in the southern hemisphere (Sydney, 2026-04-05)', () => {
      const owner = rules({
        timeZone: 'Australia/Sydney',
        availability: sunday('02:00', '04:00'),
        bufferMinutes: 0,
      });
      const weekend = { from: at('2026-04-04T00:00:00Z'), to: at('2026-04-06T00:00:00Z') };
      // 02:00 and 02:30 AEDT (+11), then 03:00 and 03:30 AEST (+10).
      expect(startsOf(generateSlots(owner, weekend, longAgo, []))).toEqual([
        '2026-04-04T15:00:00.000Z',
        '2026-04-04T15:30:00.000Z',
        '2026-04-04T17:00:00.000Z',
        '2026-04-04T17:30:00.000Z',
      ]);
    });

    it('handle an hour repeated across midnight (Santiago, 2026-04-05)', () => {
      // Sunday 00:00 (-03) goes back to Saturday 23:00 (-04): Saturday 23:00–23:59 happens twice.
      const owner = rules({
        timeZone: 'America/Santiago',
        availability: [{ dayOfWeek: 6, startTime: '23:00', endTime: '23:59' }],
        durationMinutes: 20,
        bufferMinutes: 0,
      });
      const night = { from: at('2026-04-05T00:00:00Z'), to: at('2026-04-05T06:00:00Z') };
      expect(startsOf(generateSlots(owner, night, longAgo, []))).toEqual([
        '2026-04-05T02:00:00.000Z',
        '2026-04-05T02:20:00.000Z',
      ]);
      // The second showing of Saturday 23:00 is no slot, even when only it is in the period.
      const secondShowing = { from: at('2026-04-05T03:00:00Z'), to: at('2026-04-05T04:00:00Z') };
      expect(generateSlots(owner, secondShowing, longAgo, [])).toEqual([]);
    });
  });

  it('refuses a meeting length or buffer that is not a whole number of minutes', () => {
    expect(() => generateSlots(rules({ durationMinutes: 0 }), MONDAY, longAgo, [])).toThrow(
      RangeError,
    );
    expect(() => generateSlots(rules({ durationMinutes: 7.5 }), MONDAY, longAgo, [])).toThrow(
      RangeError,
    );
    expect(() => generateSlots(rules({ bufferMinutes: -5 }), MONDAY, longAgo, [])).toThrow(
      RangeError,
    );
  });
});

describe('isSlotOffered', () => {
  it('is true exactly for the starts generateSlots offers', () => {
    expect(isSlotOffered(rules(), monday('09:40'), longAgo, [])).toBe(true);
    expect(isSlotOffered(rules(), monday('11:00'), longAgo, [])).toBe(true);
    expect(isSlotOffered(rules(), monday('09:41'), longAgo, [])).toBe(false);
    expect(isSlotOffered(rules(), at('2026-01-05T09:40:00.001Z'), longAgo, [])).toBe(false);
    // Would end at 12:10.
    expect(isSlotOffered(rules(), monday('11:40'), longAgo, [])).toBe(false);
    // Tuesday has no window.
    expect(isSlotOffered(rules(), at('2026-01-06T09:00:00Z'), longAgo, [])).toBe(false);
  });

  it('is false once the time has passed or when the owner is busy', () => {
    expect(isSlotOffered(rules(), monday('09:40'), monday('09:40'), [])).toBe(true);
    expect(isSlotOffered(rules(), monday('09:40'), monday('09:41'), [])).toBe(false);
    expect(isSlotOffered(rules(), monday('09:40'), longAgo, [mondayBusy('10:15', '11:00')])).toBe(
      false,
    );
    expect(isSlotOffered(rules(), monday('09:40'), longAgo, [mondayBusy('10:20', '11:00')])).toBe(
      true,
    );
  });

  it('accepts only the first showing of a repeated wall time', () => {
    const owner = rules({
      timeZone: 'America/New_York',
      availability: [{ dayOfWeek: 0, startTime: '00:00', endTime: '03:00' }],
      durationMinutes: 60,
      bufferMinutes: 0,
    });
    expect(isSlotOffered(owner, at('2026-11-01T05:00:00Z'), longAgo, [])).toBe(true);
    expect(isSlotOffered(owner, at('2026-11-01T06:00:00Z'), longAgo, [])).toBe(false);
  });

  it('is false for an invalid date', () => {
    expect(isSlotOffered(rules(), at('not a date'), longAgo, [])).toBe(false);
  });
});

describe('minimum notice and horizon', () => {
  const every30 = rules({
    availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '00:00',
      endTime: '23:59',
    })),
    durationMinutes: 30,
    bufferMinutes: 0,
    timeZone: 'UTC',
  });
  const limited = { ...every30, minimumNoticeMinutes: 120, horizonDays: 2 };
  const now = at('2026-01-05T09:10:00Z');

  it('offers nothing sooner than the notice: the first slot is the first start at or after it', () => {
    const slots = generateSlots(limited, { from: now, to: at('2026-01-05T13:00:00Z') }, now, []);
    expect(startTimes(slots)).toEqual(['11:30', '12:00', '12:30']);
    expect(isSlotOffered(limited, at('2026-01-05T11:00:00Z'), now, [])).toBe(false);
    expect(isSlotOffered(limited, at('2026-01-05T11:30:00Z'), now, [])).toBe(true);
    // Exactly the notice ahead still counts as enough notice.
    expect(isSlotOffered(limited, at('2026-01-05T11:30:00Z'), at('2026-01-05T09:30:00Z'), [])).toBe(
      true,
    );
  });

  it('offers nothing from the horizon on, however long the period asked for', () => {
    const slots = generateSlots(limited, { from: now, to: at('2026-01-20T00:00:00Z') }, now, []);
    expect(slots.at(-1)?.start).toBe('2026-01-07T09:00:00.000Z');
    expect(isSlotOffered(limited, at('2026-01-07T09:00:00Z'), now, [])).toBe(true);
    expect(isSlotOffered(limited, at('2026-01-07T09:30:00Z'), now, [])).toBe(false);
  });

  it('names which limit a start falls outside, and nothing inside both', () => {
    expect(outsideBookingWindow(limited, at('2026-01-05T10:00:00Z'), now)).toBe('notice');
    expect(outsideBookingWindow(limited, at('2026-01-05T08:00:00Z'), now)).toBe('notice');
    expect(outsideBookingWindow(limited, at('2026-01-07T09:10:00Z'), now)).toBe('horizon');
    expect(outsideBookingWindow(limited, at('2099-01-01T09:00:00Z'), now)).toBe('horizon');
    expect(outsideBookingWindow(limited, at('2026-01-06T12:00:00Z'), now)).toBeUndefined();
    // Without limits only the past is refused, as before.
    expect(outsideBookingWindow(every30, at('2099-01-01T09:00:00Z'), now)).toBeUndefined();
  });

  it('measures both in real time across a change of the clocks', () => {
    // New York springs forward at 02:00 on 2026-03-08: the night is 23 hours long.
    const owner = { ...limited, timeZone: 'America/New_York', horizonDays: 1 };
    const before = at('2026-03-08T06:30:00Z'); // 01:30 EST
    // Two hours' notice is two real hours: 03:30 EST would be 04:30 EDT, i.e. 08:30Z.
    expect(outsideBookingWindow(owner, at('2026-03-08T08:29:00Z'), before)).toBe('notice');
    expect(outsideBookingWindow(owner, at('2026-03-08T08:30:00Z'), before)).toBeUndefined();
    // One day ahead is 24 real hours, not the same wall time tomorrow.
    expect(outsideBookingWindow(owner, at('2026-03-09T06:29:00Z'), before)).toBeUndefined();
    expect(outsideBookingWindow(owner, at('2026-03-09T06:30:00Z'), before)).toBe('horizon');
    const slots = generateSlots(
      owner,
      { from: before, to: at('2026-03-10T00:00:00Z') },
      before,
      [],
    );
    expect(slots[0]?.start).toBe('2026-03-08T08:30:00.000Z');
    expect(slots.at(-1)?.start).toBe('2026-03-09T06:00:00.000Z');
  });
});

describe('slotEnd and overlaps', () => {
  it('ends a meeting its length in real minutes later, across a change of the clocks', () => {
    expect(slotEnd(at('2026-03-29T00:30:00Z'), 60).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('counts shared time as overlap and touching as none', () => {
    const a = { start: '2026-01-05T09:00:00.000Z', end: '2026-01-05T10:00:00.000Z' };
    const inside = { start: '2026-01-05T09:15:00.000Z', end: '2026-01-05T09:45:00.000Z' };
    const partly = { start: '2026-01-05T09:59:00.000Z', end: '2026-01-05T11:00:00.000Z' };
    const touching = { start: '2026-01-05T10:00:00.000Z', end: '2026-01-05T11:00:00.000Z' };
    const apart = { start: '2026-01-05T12:00:00.000Z', end: '2026-01-05T13:00:00.000Z' };
    expect(overlaps(a, inside)).toBe(true);
    expect(overlaps(inside, a)).toBe(true);
    expect(overlaps(a, partly)).toBe(true);
    expect(overlaps(a, touching)).toBe(false);
    expect(overlaps(touching, a)).toBe(false);
    expect(overlaps(a, apart)).toBe(false);
    // Offsets in the text are read, not ignored.
    expect(
      overlaps(a, { start: '2026-01-05T10:30:00+01:00', end: '2026-01-05T12:00:00+01:00' }),
    ).toBe(true);
  });
});

describe('availableDays', () => {
  it('lists each weekday with a window once, in order', () => {
    const windows = [3, 1, 3, 0].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '09:00',
      endTime: '10:00',
    }));
    expect(availableDays(windows)).toEqual([0, 1, 3]);
    expect(availableDays([])).toEqual([]);
  });
});

describe('bookableDates', () => {
  const slots = [
    { start: '2026-01-06T00:30:00.000Z', end: '2026-01-06T01:00:00.000Z' },
    { start: '2026-01-05T23:30:00.000Z', end: '2026-01-06T00:00:00.000Z' },
    { start: '2026-01-06T00:40:00.000Z', end: '2026-01-06T01:10:00.000Z' },
  ];

  it('lists the visitor’s dates that have a slot, each once and in order', () => {
    expect(bookableDates(slots, 'Europe/London')).toEqual(['2026-01-05', '2026-01-06']);
    expect(bookableDates(slots, 'Asia/Tokyo')).toEqual(['2026-01-06']);
    expect(bookableDates(slots, 'America/Los_Angeles')).toEqual(['2026-01-05']);
    expect(bookableDates([], 'UTC')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: across many zones and every change of the clocks from 2025 to 2027, the slots are
// exactly the ones the rules describe. The expectation is worked out independently of the code
// under test, by reading every minute of the period on the owner's clock straight from Intl.

const SCAN_FROM = Date.UTC(2025, 0, 1);
const SCAN_TO = Date.UTC(2028, 0, 1);

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The owner's wall clock at `ms`, read straight from Intl. */
function wallOf(ms: number, zone: string): { date: string; minutes: number } {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    clockFormats.set(zone, format);
  }
  const text = format.format(ms);
  const match = /^(\d{4})-(\d{2})-(\d{2}),? (\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`Unexpected clock text: ${text}`);
  return {
    date: `${match[1]}-${match[2]}-${match[3]}`,
    minutes: Number(match[4]) * 60 + Number(match[5]),
  };
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instants (whole hours, UTC) just after each change of offset in 2025–2027. */
function changesOf(zone: string): number[] {
  const changes: number[] = [];
  let previous = tzOffset(zone, new Date(SCAN_FROM));
  for (let day = SCAN_FROM + DAY; day <= SCAN_TO; day += DAY) {
    const offset = tzOffset(zone, new Date(day));
    if (offset !== previous) {
      // Changes are months apart: find the hour within this day.
      let hourly = tzOffset(zone, new Date(day - DAY));
      for (let hour = day - DAY + HOUR; hour <= day; hour += HOUR) {
        const next = tzOffset(zone, new Date(hour));
        if (next !== hourly) changes.push(hour);
        hourly = next;
      }
    }
    previous = offset;
  }
  return changes;
}

const probes = [0, 1, 2].flatMap((year) => [
  Date.UTC(2025 + year, 0, 15),
  Date.UTC(2025 + year, 6, 15),
]);
const offsetsOf = (zone: string) => probes.map((ms) => tzOffset(zone, new Date(ms)));
const isFractional = (zone: string) => offsetsOf(zone).some((offset) => offset % 60 !== 0);
const [january, july] = [Date.UTC(2026, 0, 15), Date.UTC(2026, 6, 15)].map((ms) => new Date(ms));
const northernSummerTime = (zone: string) => tzOffset(zone, july!) > tzOffset(zone, january!);
const southernSummerTime = (zone: string) => tzOffset(zone, january!) > tzOffset(zone, july!);

const ALL_ZONES = Intl.supportedValuesOf('timeZone');
const SAMPLE_ZONES = [
  ...new Set([
    // A spread across the whole list…
    ...ALL_ZONES.filter((_, index) => index % 7 === 0),
    // …every zone whose offset is not a whole hour…
    ...ALL_ZONES.filter(isFractional),
    // …and zones with notable changes: both hemispheres, 30-minute and 2-hour changes,
    // midnight skipped or repeated, Ramadan, and a day skipped long ago.
    ...[
      'Europe/London',
      'America/New_York',
      'America/St_Johns',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Pacific/Auckland',
      'Pacific/Chatham',
      'America/Santiago',
      'America/Havana',
      'Asia/Beirut',
      'Africa/Cairo',
      'Africa/Casablanca',
      'Antarctica/Troll',
      'Pacific/Apia',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ].filter((zone) => ALL_ZONES.includes(zone)),
  ]),
];

interface Case {
  zone: string;
  /** Minute-aligned instant the period is built around. */
  centre: number;
  label: string;
}

const CASES_BY_ZONE = new Map<string, Case[]>(
  SAMPLE_ZONES.map((zone, index) => {
    const changes = changesOf(zone).map((centre) => ({
      zone,
      centre,
      label: `change at ${new Date(centre).toISOString()}`,
    }));
    // And one ordinary day in each zone, spread over the year.
    const ordinary = Date.UTC(2026, 0, 1) + ((index * 37) % 365) * DAY + 12 * HOUR;
    return [zone, [...changes, { zone, centre: ordinary, label: 'an ordinary day' }]];
  }),
);

const PERIOD_HALF = 18 * HOUR;

/** The first instant showing each wall time ("YYYY-MM-DD HH:mm") near a period, minute by minute. */
function firstShowings(zone: string, from: number, to: number): Map<string, number> {
  const first = new Map<string, number>();
  // Clocks go back by at most a few hours, so an earlier showing would be within 6 hours.
  for (let ms = from - 6 * HOUR; ms < to + HOUR; ms += MINUTE) {
    const wall = wallOf(ms, zone);
    const key = `${wall.date} ${hhmm(wall.minutes)}`;
    if (!first.has(key)) first.set(key, ms);
  }
  return first;
}

/** Minutes from the start of `date` to the wall time shown at `ms` (more than 1440 = a later day). */
const wallMinutesFrom = (date: string, ms: number, zone: string) => {
  const wall = wallOf(ms, zone);
  return daysBetween(date, wall.date) * 24 * 60 + wall.minutes;
};

/** The slot starts the rules describe, worked out from the owner's clock alone. */
function expectedStarts(
  rules: SlotRules,
  first: Map<string, number>,
  from: number,
  to: number,
  now: number,
): number[] {
  const dates = new Set([...first.keys()].map((key) => key.slice(0, 10)));
  const step = rules.durationMinutes + rules.bufferMinutes;
  const starts = new Set<number>();
  for (const date of dates) {
    for (const window of rules.availability) {
      if (window.dayOfWeek !== weekdayOf(date)) continue;
      const [windowStart, windowEnd] = [window.startTime, window.endTime].map(
        (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
      ) as [number, number];
      for (let wall = windowStart; wall + rules.durationMinutes <= windowEnd; wall += step) {
        const start = first.get(`${date} ${hhmm(wall)}`);
        if (start === undefined || start < from || start >= to || start < now) continue;
        const end = start + rules.durationMinutes * MINUTE;
        if (wallMinutesFrom(date, end, rules.timeZone) > windowEnd) continue;
        starts.add(start);
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/** True when the slot, on the owner's clock, starts on a window's grid and ends within it. */
function withinAWindow(rules: SlotRules, slot: Interval): boolean {
  const start = wallOf(Date.parse(slot.start), rules.timeZone);
  const end = wallMinutesFrom(start.date, Date.parse(slot.end), rules.timeZone);
  const step = rules.durationMinutes + rules.bufferMinutes;
  return rules.availability.some((window) => {
    const windowStart =
      Number(window.startTime.slice(0, 2)) * 60 + Number(window.startTime.slice(3));
    const windowEnd = Number(window.endTime.slice(0, 2)) * 60 + Number(window.endTime.slice(3));
    return (
      window.dayOfWeek === weekdayOf(start.date) &&
      start.minutes >= windowStart &&
      (start.minutes - windowStart) % step === 0 &&
      end <= windowEnd
    );
  });
}

function windowArbitrary(nearDay: number, nearMinutes: number): fc.Arbitrary<AvailabilityWindow> {
  const toWindow = ([dayOfWeek, start, length]: [number, number, number]) => ({
    dayOfWeek,
    startTime: hhmm(start),
    endTime: hhmm(Math.min(start + length, 24 * 60 - 1)),
  });
  // Mostly windows that take in the change of the clocks, sometimes anything at all.
  const near = fc
    .tuple(
      fc.constantFrom(nearDay, (nearDay + 6) % 7),
      fc.integer({ min: Math.max(0, nearMinutes - 240), max: Math.min(1438, nearMinutes + 60) }),
      fc.integer({ min: 1, max: 360 }),
    )
    .map(toWindow);
  const anywhere = fc
    .tuple(
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: 0, max: 1438 }),
      fc.integer({ min: 1, max: 720 }),
    )
    .map(toWindow);
  return fc.oneof({ arbitrary: near, weight: 3 }, { arbitrary: anywhere, weight: 1 });
}

describe('generateSlots, property over zones and changes of the clocks', () => {
  it('samples enough zones: fractional offsets and summer time in both hemispheres', () => {
    expect(SAMPLE_ZONES.length).toBeGreaterThanOrEqual(60);
    const fractional = ALL_ZONES.filter(isFractional);
    expect(fractional.length).toBeGreaterThanOrEqual(10);
    expect(SAMPLE_ZONES).toEqual(expect.arrayContaining(fractional));
    expect(SAMPLE_ZONES.filter(northernSummerTime).length).toBeGreaterThanOrEqual(5);
    expect(SAMPLE_ZONES.filter(southernSummerTime).length).toBeGreaterThanOrEqual(3);
    const changes = [...CASES_BY_ZONE.values()].flat().length - SAMPLE_ZONES.length;
    expect(changes).toBeGreaterThanOrEqual(100);
  });

  it.each(SAMPLE_ZONES)('offers exactly the described slots in %s', (zone) => {
    for (const { centre, label } of CASES_BY_ZONE.get(zone) ?? []) {
      const from = centre - PERIOD_HALF;
      const to = centre + PERIOD_HALF;
      const first = firstShowings(zone, from, to);
      const before = wallOf(centre - MINUTE, zone);
      const nearDay = weekdayOf(before.date);

      fc.assert(
        fc.property(
          fc.array(windowArbitrary(nearDay, before.minutes), { minLength: 1, maxLength: 4 }),
          fc.oneof(fc.integer({ min: 5, max: 120 }), fc.constantFrom(15, 20, 30, 45, 60, 90)),
          fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 45 })),
          fc.option(fc.integer({ min: 0, max: (to - from) / MINUTE }), { freq: 2 }),
          (availability, durationMinutes, bufferMinutes, nowMinutes) => {
            const rules: SlotRules = {
              availability,
              timeZone: zone,
              durationMinutes,
              bufferMinutes,
            };
            const now = nowMinutes === null ? from - DAY : from + nowMinutes * MINUTE;
            const slots = generateSlots(
              rules,
              { from: new Date(from), to: new Date(to) },
              new Date(now),
              [],
            );
            const starts = slots.map((slot) => Date.parse(slot.start));

            // Ascending, and so never doubled.
            starts.forEach((start, i) =>
              expect(start, label).toBeGreaterThan(starts[i - 1] ?? -Infinity),
            );
            for (const slot of slots) {
              expect(Date.parse(slot.end) - Date.parse(slot.start), label).toBe(
                durationMinutes * MINUTE,
              );
              expect(withinAWindow(rules, slot), `${label}: ${slot.start}`).toBe(true);
            }
            // None skipped, none extra.
            expect(starts, label).toEqual(expectedStarts(rules, first, from, to, now));
          },
        ),
        { numRuns: 3 },
      );
    }
  });
});

describe('generateSlots against a wall-time-by-wall-time reading of the zone', () => {
  // Dates near a change of the clocks are converted one wall time at a time; the others by
  // arithmetic from the day's steady offset. Both must give what reading each wall time on its
  // own gives, in zones with every kind of change (half-hour, across midnight, none at all).
  const zones = [
    'Europe/London',
    'America/New_York',
    'America/Santiago',
    'America/Havana',
    'Australia/Lord_Howe',
    'Australia/Sydney',
    'Pacific/Chatham',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Africa/Cairo',
    'UTC',
  ];

  /** The slots of one owner's date, each wall time read with `wallTimeToInstant`. */
  function oracle(r: SlotRules, date: string): string[] {
    const starts: string[] = [];
    for (const w of r.availability) {
      if (w.dayOfWeek !== dayOfWeekOfDate(date)) continue;
      const windowEnd = minutesOfTime(w.endTime)!;
      const step = r.durationMinutes + r.bufferMinutes;
      for (
        let wall = minutesOfTime(w.startTime)!;
        wall + r.durationMinutes <= windowEnd;
        wall += step
      ) {
        const start = wallTimeToInstant(date, timeOfMinutes(wall), r.timeZone);
        if (!start) continue;
        const end = localDateTimeOf(slotEnd(start, r.durationMinutes), r.timeZone);
        const endMinutes = (end.date > date ? 24 * 60 : 0) + minutesOfTime(end.time)!;
        if (endMinutes > windowEnd) continue;
        starts.push(start.toISOString());
      }
    }
    return [...new Set(starts)].sort();
  }

  it('offers exactly the same starts on every date of two years, change days included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 729 }),
        fc.constantFrom(15, 30, 45, 60, 90),
        fc.constantFrom(0, 5, 15),
        (timeZone, dayIndex, durationMinutes, bufferMinutes) => {
          const date = addDays('2026-01-01', dayIndex);
          const availability = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
            dayOfWeek,
            startTime: '00:00',
            endTime: '23:59',
          }));
          const r: SlotRules = { availability, timeZone, durationMinutes, bufferMinutes };
          const expected = oracle(r, date);
          // The period spans the whole owner's date and more; keep only this date's starts.
          const period = {
            from: new Date(Date.parse(`${date}T00:00:00Z`) - DAY),
            to: new Date(Date.parse(`${date}T00:00:00Z`) + 2 * DAY),
          };
          const got = generateSlots(r, period, longAgo, [])
            .map((s) => s.start)
            .filter((start) => localDateOf(new Date(start), timeZone) === date);
          expect(got).toEqual(
            expected.filter((start) => localDateOf(new Date(start), timeZone) === date),
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees on the days the clocks change in each zone', () => {
    for (const timeZone of zones) {
      for (let day = 0; day < 730; day++) {
        const date = addDays('2026-01-01', day);
        const noon = new Date(`${date}T12:00:00Z`);
        // Only dates whose offset differs from the day before's or after's: the change days.
        const offsets = [-DAY, 0, DAY].map((d) => tzOffset(timeZone, new Date(noon.getTime() + d)));
        if (offsets[0] === offsets[1] && offsets[1] === offsets[2]) continue;
        const r = rules({
          timeZone,
          availability: [
            { dayOfWeek: dayOfWeekOfDate(date), startTime: '00:00', endTime: '23:59' },
          ],
          durationMinutes: 30,
          bufferMinutes: 0,
        });
        const period = {
          from: new Date(noon.getTime() - 2 * DAY),
          to: new Date(noon.getTime() + 2 * DAY),
        };
        const got = generateSlots(r, period, longAgo, [])
          .map((s) => s.start)
          .filter((start) => localDateOf(new Date(start), timeZone) === date);
        const want = oracle(r, date).filter((s) => localDateOf(new Date(s), timeZone) === date);
        expect(got, `${timeZone} ${date}`).toEqual(want);
      }
    }
  });
});
