import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tzScan } from '@date-fns/tz';
import {
  addDays,
  dayOfWeekIn,
  dayOfWeekOfDate,
  localDateOf,
  localDateTimeOf,
  localTimeOf,
  minutesOfTime,
  monthRange,
  startOfLocalDate,
  steadyOffsetOn,
  timeOfMinutes,
  wallTimeToInstant,
  weekRange,
  weekStartDate,
} from '@domain/time/zoned';

const iso = (date: Date | undefined) => date?.toISOString();
const at = (text: string) => new Date(text);

describe('wallTimeToInstant', () => {
  it('reads an ordinary wall time in the zone given', () => {
    expect(iso(wallTimeToInstant('2026-01-15', '09:00', 'Europe/London'))).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-07-15', '09:00', 'Europe/London'))).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-01-15', '09:00', 'America/New_York'))).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-07-15', '09:00', 'America/New_York'))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-01-15', '09:00', 'UTC'))).toBe('2026-01-15T09:00:00.000Z');
  });

  it('handles half-hour and 45-minute offsets', () => {
    expect(iso(wallTimeToInstant('2026-03-02', '00:30', 'Asia/Kolkata'))).toBe(
      '2026-03-01T19:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-06-01', '09:00', 'Asia/Kathmandu'))).toBe(
      '2026-06-01T03:15:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-01-15', '09:00', 'America/St_Johns'))).toBe(
      '2026-01-15T12:30:00.000Z',
    );
    // Chatham: +13:45 in the southern summer, +12:45 in winter.
    expect(iso(wallTimeToInstant('2026-01-15', '09:00', 'Pacific/Chatham'))).toBe(
      '2026-01-14T19:15:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-07-15', '09:00', 'Pacific/Chatham'))).toBe(
      '2026-07-14T20:15:00.000Z',
    );
  });

  describe('Europe/London', () => {
    it('is an hour ahead of UTC after the clocks go forward on 2026-03-29', () => {
      expect(iso(wallTimeToInstant('2026-03-29', '00:59', 'Europe/London'))).toBe(
        '2026-03-29T00:59:00.000Z',
      );
      expect(iso(wallTimeToInstant('2026-03-29', '02:00', 'Europe/London'))).toBe(
        '2026-03-29T01:00:00.000Z',
      );
      expect(iso(wallTimeToInstant('2026-03-29', '09:00', 'Europe/London'))).toBe(
        '2026-03-29T08:00:00.000Z',
      );
    });

    it('has no 01:00–01:59 on 2026-03-29', () => {
      expect(wallTimeToInstant('2026-03-29', '01:00', 'Europe/London')).toBeUndefined();
      expect(wallTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toBeUndefined();
      expect(wallTimeToInstant('2026-03-29', '01:59', 'Europe/London')).toBeUndefined();
    });

    it('gives the earlier of the two 01:30s on 2026-10-25', () => {
      expect(iso(wallTimeToInstant('2026-10-25', '01:30', 'Europe/London'))).toBe(
        '2026-10-25T00:30:00.000Z',
      );
      expect(iso(wallTimeToInstant('2026-10-25', '00:59', 'Europe/London'))).toBe(
        '2026-10-24T23:59:00.000Z',
      );
      expect(iso(wallTimeToInstant('2026-10-25', '02:00', 'Europe/London'))).toBe(
        '2026-10-25T02:00:00.000Z',
      );
    });
  });

  it('follows New York across both changes of 2026', () => {
    expect(wallTimeToInstant('2026-03-08', '02:30', 'America/New_York')).toBeUndefined();
    expect(iso(wallTimeToInstant('2026-03-08', '01:59', 'America/New_York'))).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-03-08', '03:00', 'America/New_York'))).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-11-01', '02:00', 'America/New_York'))).toBe(
      '2026-11-01T07:00:00.000Z',
    );
  });

  it('follows the southern hemisphere, where summer time spans the new year', () => {
    // Sydney: +11 until the first Sunday of April, +10 until the first Sunday of October.
    expect(iso(wallTimeToInstant('2026-01-15', '09:00', 'Australia/Sydney'))).toBe(
      '2026-01-14T22:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-07-15', '09:00', 'Australia/Sydney'))).toBe(
      '2026-07-14T23:00:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-04-05', '02:30', 'Australia/Sydney'))).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-10-04', '02:30', 'Australia/Sydney')).toBeUndefined();
    expect(iso(wallTimeToInstant('2026-10-04', '03:00', 'Australia/Sydney'))).toBe(
      '2026-10-03T16:00:00.000Z',
    );
  });

  it('follows changes of 30 and 60 minutes at odd offsets', () => {
    // Lord Howe moves by half an hour: +11 ↔ +10:30 at 02:00.
    expect(iso(wallTimeToInstant('2026-04-05', '01:45', 'Australia/Lord_Howe'))).toBe(
      '2026-04-04T14:45:00.000Z',
    );
    expect(wallTimeToInstant('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBeUndefined();
    expect(iso(wallTimeToInstant('2026-10-04', '02:30', 'Australia/Lord_Howe'))).toBe(
      '2026-10-03T15:30:00.000Z',
    );
    // Chatham changes at 02:45 / 03:45.
    expect(iso(wallTimeToInstant('2026-04-05', '03:00', 'Pacific/Chatham'))).toBe(
      '2026-04-04T13:15:00.000Z',
    );
    expect(wallTimeToInstant('2026-09-27', '03:00', 'Pacific/Chatham')).toBeUndefined();
    // St John's skips 02:00–02:59 like the rest of North America, at -03:30.
    expect(wallTimeToInstant('2026-03-08', '02:30', 'America/St_Johns')).toBeUndefined();
  });

  it('handles a repeated hour that crosses midnight (Santiago, 2026-04-05)', () => {
    // At 00:00 on Sunday the clocks go back to 23:00 on Saturday.
    expect(iso(wallTimeToInstant('2026-04-04', '23:30', 'America/Santiago'))).toBe(
      '2026-04-05T02:30:00.000Z',
    );
    expect(iso(wallTimeToInstant('2026-04-05', '00:00', 'America/Santiago'))).toBe(
      '2026-04-05T04:00:00.000Z',
    );
  });

  it('is undefined for texts that are not a date and time', () => {
    expect(wallTimeToInstant('2026-02-30', '09:00', 'UTC')).toBeUndefined();
    expect(wallTimeToInstant('2026-13-01', '09:00', 'UTC')).toBeUndefined();
    expect(wallTimeToInstant('2026-1-5', '09:00', 'UTC')).toBeUndefined();
    expect(wallTimeToInstant('2026-01-05', '24:00', 'UTC')).toBeUndefined();
    expect(wallTimeToInstant('2026-01-05', '9:00', 'UTC')).toBeUndefined();
    expect(wallTimeToInstant('2026-01-05', '09:60', 'UTC')).toBeUndefined();
  });

  it('refuses an unknown zone', () => {
    expect(() => wallTimeToInstant('2026-01-05', '09:00', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('gives the same answers whatever zone the machine itself runs in', () => {
    // The Lambdas run in UTC; browsers run anywhere.
    const original = process.env.TZ;
    try {
      const machines = [
        'UTC',
        'America/Los_Angeles',
        'Europe/London',
        'Asia/Kolkata',
        'Australia/Lord_Howe',
        'Pacific/Chatham',
        'America/Santiago',
      ];
      for (const machine of machines) {
        process.env.TZ = machine;
        expect(iso(wallTimeToInstant('2026-04-05', '03:00', 'Australia/Sydney'))).toBe(
          '2026-04-04T17:00:00.000Z',
        );
        expect(iso(wallTimeToInstant('2026-04-05', '02:30', 'Australia/Sydney'))).toBe(
          '2026-04-04T15:30:00.000Z',
        );
        expect(iso(wallTimeToInstant('2026-10-25', '01:30', 'Europe/London'))).toBe(
          '2026-10-25T00:30:00.000Z',
        );
        expect(iso(wallTimeToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe(
          '2026-11-01T05:30:00.000Z',
        );
        expect(iso(wallTimeToInstant('2026-04-04', '23:30', 'America/Santiago'))).toBe(
          '2026-04-05T02:30:00.000Z',
        );
        expect(wallTimeToInstant('2026-03-29', '01:30', 'Europe/London')).toBeUndefined();
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it('reads back the wall time it was given, at the first instant that shows it', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'Asia/Kolkata',
      'America/Santiago',
      'Africa/Casablanca',
    ];
    const from = at('2025-01-01T00:00:00Z');
    const to = at('2028-01-01T00:00:00Z');
    // Most of the interest is within a few hours of a change of the clocks.
    const changes = zones.flatMap((zone) =>
      tzScan(zone, { start: from, end: to }).map((change) => ({ zone, at: change.date })),
    );
    const nearChange = fc
      .tuple(fc.constantFrom(...changes), fc.integer({ min: -240, max: 240 }))
      .map(([change, minutes]) => ({
        zone: change.zone,
        minute: change.at.getTime() / 60_000 + minutes,
      }));
    const anywhere = fc.record({
      zone: fc.constantFrom(...zones),
      minute: fc.integer({ min: from.getTime() / 60_000, max: to.getTime() / 60_000 }),
    });
    fc.assert(
      fc.property(fc.oneof(nearChange, anywhere), ({ zone, minute }) => {
        const instant = new Date(minute * 60_000);
        const { date, time } = localDateTimeOf(instant, zone);
        const found = wallTimeToInstant(date, time, zone);
        expect(found).toBeDefined();
        expect(found!.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(localDateTimeOf(found!, zone)).toEqual({ date, time });
        // No earlier showing was missed (these zones go back by 30 or 60 minutes).
        for (let back = 15; back <= 120; back += 15) {
          const earlier = new Date(found!.getTime() - back * 60_000);
          expect(localDateTimeOf(earlier, zone)).not.toEqual({ date, time });
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('reading an instant in a zone', () => {
  const instant = at('2026-03-01T19:00:00Z'); // a Sunday in UTC

  it('gives the local date, time and weekday', () => {
    expect(localDateOf(instant, 'UTC')).toBe('2026-03-01');
    expect(localTimeOf(instant, 'UTC')).toBe('19:00');
    expect(dayOfWeekIn(instant, 'UTC')).toBe(0);

    expect(localDateOf(instant, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(localTimeOf(instant, 'Asia/Kolkata')).toBe('00:30');
    expect(dayOfWeekIn(instant, 'Asia/Kolkata')).toBe(1);

    expect(localDateTimeOf(instant, 'Pacific/Honolulu')).toEqual({
      date: '2026-03-01',
      time: '09:00',
    });
    expect(localDateTimeOf(instant, 'Pacific/Kiritimati')).toEqual({
      date: '2026-03-02',
      time: '09:00',
    });
    expect(dayOfWeekIn(at('2026-03-07T12:00:00Z'), 'Europe/London')).toBe(6);
  });

  it('drops the seconds', () => {
    expect(localTimeOf(at('2026-03-01T19:00:59.999Z'), 'UTC')).toBe('19:00');
  });

  it('refuses an unknown zone or an invalid instant', () => {
    expect(() => localDateOf(instant, 'Nowhere/Special')).toThrow(RangeError);
    expect(() => localTimeOf(at('not a date'), 'UTC')).toThrow(RangeError);
  });
});

describe('calendar arithmetic on dates', () => {
  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-05', 0)).toBe('2026-01-05');
    expect(addDays('2026-01-05', 365)).toBe('2027-01-05');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('refuses what is not a date or a whole number of days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('05/01/2026', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-05', 1.5)).toThrow(RangeError);
  });

  it('knows the weekday of a date', () => {
    expect(dayOfWeekOfDate('2026-01-04')).toBe(0);
    expect(dayOfWeekOfDate('2026-01-05')).toBe(1);
    expect(dayOfWeekOfDate('2026-01-10')).toBe(6);
    expect(dayOfWeekOfDate('2024-02-29')).toBe(4);
  });

  it('converts HH:mm texts to minutes and back', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('09:40')).toBe(580);
    expect(minutesOfTime('23:59')).toBe(1439);
    expect(minutesOfTime('24:00')).toBeUndefined();
    expect(minutesOfTime('7:00')).toBeUndefined();
    expect(timeOfMinutes(0)).toBe('00:00');
    expect(timeOfMinutes(580)).toBe('09:40');
    expect(timeOfMinutes(1439)).toBe('23:59');
    expect(() => timeOfMinutes(1440)).toThrow(RangeError);
    expect(() => timeOfMinutes(-1)).toThrow(RangeError);
  });
});

describe('startOfLocalDate', () => {
  it('is midnight where midnight exists', () => {
    expect(iso(startOfLocalDate('2026-03-29', 'Europe/London'))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(startOfLocalDate('2026-03-30', 'Europe/London'))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(startOfLocalDate('2026-03-02', 'Asia/Kolkata'))).toBe('2026-03-01T18:30:00.000Z');
  });

  it('is the moment the clocks jump where they jump over midnight', () => {
    // Havana and Santiago start summer time by going from 00:00 straight to 01:00.
    expect(iso(startOfLocalDate('2026-03-08', 'America/Havana'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfLocalDate('2026-09-06', 'America/Santiago'))).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });

  it('is the first of the two midnights where the clocks go back to the day before', () => {
    // Santiago, 2026-04-05: 00:00 becomes 23:00 on Saturday; Sunday starts once, at the change.
    expect(iso(startOfLocalDate('2026-04-05', 'America/Santiago'))).toBe(
      '2026-04-05T04:00:00.000Z',
    );
  });
});

describe('weeks', () => {
  it('start on Monday: a Sunday belongs to the week of the Monday before', () => {
    expect(weekStartDate(at('2026-03-01T12:00:00Z'), 'Europe/London')).toBe('2026-02-23');
    expect(weekStartDate(at('2026-03-02T12:00:00Z'), 'Europe/London')).toBe('2026-03-02');
    expect(weekStartDate(at('2026-03-08T23:59:00Z'), 'Europe/London')).toBe('2026-03-02');
  });

  it('are read in the zone given, not in UTC', () => {
    // Monday 00:30 in Kolkata is still Sunday 19:00 in UTC.
    const mondayInKolkata = at('2026-03-01T19:00:00Z');
    expect(weekStartDate(mondayInKolkata, 'Asia/Kolkata')).toBe('2026-03-02');
    expect(weekStartDate(mondayInKolkata, 'UTC')).toBe('2026-02-23');
    // Sunday evening in New York is already Monday in UTC.
    const sundayInNewYork = at('2026-03-02T03:00:00Z');
    expect(weekStartDate(sundayInNewYork, 'America/New_York')).toBe('2026-02-23');
    expect(weekStartDate(sundayInNewYork, 'UTC')).toBe('2026-03-02');
  });

  it('run from Monday 00:00 to the next Monday 00:00 on the local clock', () => {
    const week = weekRange(at('2026-03-01T19:00:00Z'), 'Asia/Kolkata');
    expect(iso(week.from)).toBe('2026-03-01T18:30:00.000Z');
    expect(iso(week.to)).toBe('2026-03-08T18:30:00.000Z');
  });

  it('are an hour short across the spring change and an hour long across the autumn one', () => {
    const spring = weekRange(at('2026-03-25T12:00:00Z'), 'Europe/London');
    expect(iso(spring.from)).toBe('2026-03-23T00:00:00.000Z');
    expect(iso(spring.to)).toBe('2026-03-29T23:00:00.000Z');
    const autumn = weekRange(at('2026-10-21T12:00:00Z'), 'Europe/London');
    expect(iso(autumn.from)).toBe('2026-10-18T23:00:00.000Z');
    expect(iso(autumn.to)).toBe('2026-10-26T00:00:00.000Z');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(169 * 3_600_000);
  });
});

describe('monthRange', () => {
  it('runs from the start of the 1st to the start of the next month’s 1st', () => {
    const october = monthRange(at('2026-10-15T12:00:00Z'), 'Europe/London');
    expect(iso(october.from)).toBe('2026-09-30T23:00:00.000Z');
    expect(iso(october.to)).toBe('2026-11-01T00:00:00.000Z');
  });

  it('takes the month shown in the zone, in either hemisphere', () => {
    // 01:00 on 1 April in Sydney, still 31 March in UTC.
    const april = monthRange(at('2026-03-31T14:00:00Z'), 'Australia/Sydney');
    expect(iso(april.from)).toBe('2026-03-31T13:00:00.000Z');
    expect(iso(april.to)).toBe('2026-04-30T14:00:00.000Z');
  });

  it('rolls over into the next year', () => {
    const january = monthRange(at('2026-12-31T23:30:00Z'), 'Europe/Paris');
    expect(iso(january.from)).toBe('2026-12-31T23:00:00.000Z');
    expect(iso(january.to)).toBe('2027-01-31T23:00:00.000Z');
  });
});

describe('steadyOffsetOn', () => {
  it('gives the offset of a date far from any change of the clocks', () => {
    expect(steadyOffsetOn('2026-06-15', 'Europe/London')).toBe(60);
    expect(steadyOffsetOn('2026-01-15', 'Asia/Kathmandu')).toBe(345);
    expect(steadyOffsetOn('2026-01-15', 'America/New_York')).toBe(-300);
  });

  it('gives nothing for the dates whose span meets a change (London, 2026-03-29)', () => {
    // The span runs from the date through the day after, read a day either side.
    for (const date of ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']) {
      expect(steadyOffsetOn(date, 'Europe/London'), date).toBeUndefined();
    }
    expect(steadyOffsetOn('2026-03-26', 'Europe/London')).toBe(0);
    expect(steadyOffsetOn('2026-03-31', 'Europe/London')).toBe(60);
  });

  it('refuses an unknown zone', () => {
    expect(() => steadyOffsetOn('2026-06-15', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
