import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  customRangeMessages,
  MAX_CUSTOM_RANGE_DAYS,
  customRange,
  customRangeProblem,
  isInPeriod,
  periodRange,
} from '@domain/timesheets/periods';
import { addDays, dayOfWeekIn, localDateTimeOf } from '@domain/time/zoned';

const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);
const HOUR = 3_600_000;
const hours = (range: { from: Date; to: Date }) =>
  (range.to.getTime() - range.from.getTime()) / HOUR;

const week = (now: string, timeZone: string) => {
  const range = periodRange({ kind: 'this-week' }, at(now), timeZone);
  return [iso(range.from), iso(range.to)];
};
const month = (now: string, timeZone: string) => {
  const range = periodRange({ kind: 'this-month' }, at(now), timeZone);
  return [iso(range.from), iso(range.to)];
};
const custom = (startDate: string, endDate: string, timeZone: string) => {
  const range = periodRange({ kind: 'custom', startDate, endDate }, at('2026-01-01'), timeZone);
  return [iso(range.from), iso(range.to)];
};

describe('this week', () => {
  // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
  it('keeps a Sunday night in the week that began the Monday before', () => {
    expect(week('2026-11-22T23:30:00Z', 'Europe/London')).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    // Already Monday in UTC, still Sunday 23:30 in New York.
    expect(week('2026-11-23T04:30:00Z', 'America/New_York')).toEqual([
      '2026-11-16T05:00:00.000Z',
      '2026-11-23T05:00:00.000Z',
    ]);
    expect(week('2026-11-22T14:59:00Z', 'Asia/Tokyo')).toEqual([
      '2026-11-15T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
    ]);
    expect(week('2026-11-22T18:15:00Z', 'Asia/Kolkata')).toEqual([
      '2026-11-15T18:30:00.000Z',
      '2026-11-22T18:30:00.000Z',
    ]);
  });

  it('starts a new week at Monday 00:00 on the owner’s clock', () => {
    expect(week('2026-11-23T00:00:00Z', 'Europe/London')).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(week('2026-11-23T05:05:00Z', 'America/New_York')).toEqual([
      '2026-11-23T05:00:00.000Z',
      '2026-11-30T05:00:00.000Z',
    ]);
    // Monday 08:00 in Tokyo while UTC still reads Sunday.
    expect(week('2026-11-22T23:00:00Z', 'Asia/Tokyo')).toEqual([
      '2026-11-22T15:00:00.000Z',
      '2026-11-29T15:00:00.000Z',
    ]);
    // Monday 00:30 in Auckland (summer time, +13).
    expect(week('2026-11-22T11:30:00Z', 'Pacific/Auckland')).toEqual([
      '2026-11-22T11:00:00.000Z',
      '2026-11-29T11:00:00.000Z',
    ]);
  });

  it('always holds now and runs from a Monday midnight to the next, in any zone', () => {
    const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01'), max: at('2060-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, timeZone) => {
          const range = periodRange({ kind: 'this-week' }, now, timeZone);
          expect(isInPeriod(now, range)).toBe(true);
          expect(dayOfWeekIn(range.from, timeZone)).toBe(1);
          expect(localDateTimeOf(range.from, timeZone).time).toBe('00:00');
          const start = localDateTimeOf(range.from, timeZone).date;
          expect(localDateTimeOf(range.to, timeZone)).toEqual({
            date: addDays(start, 7),
            time: '00:00',
          });
          expect([167, 168, 169]).toContain(hours(range));
        },
      ),
    );
  });
});

describe('this month', () => {
  it('keeps the last minute of a 31st in its month and moves on at midnight', () => {
    expect(month('2026-01-31T23:59:59Z', 'Europe/London')).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z',
    ]);
    expect(month('2026-02-01T00:00:00Z', 'Europe/London')).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    // 23:59 on 31 December in New York is already the new year in UTC.
    expect(month('2027-01-01T04:59:00Z', 'America/New_York')).toEqual([
      '2026-12-01T05:00:00.000Z',
      '2027-01-01T05:00:00.000Z',
    ]);
  });

  it('ends a 30-day month on the 30th', () => {
    expect(month('2026-04-30T23:30:00Z', 'Europe/London')).toEqual([
      '2026-04-30T23:00:00.000Z',
      '2026-05-31T23:00:00.000Z',
    ]);
    expect(month('2026-05-01T03:59:00Z', 'America/New_York')).toEqual([
      '2026-04-01T04:00:00.000Z',
      '2026-05-01T04:00:00.000Z',
    ]);
  });

  it('gives February 29 days in a leap year and 28 otherwise', () => {
    const leap = periodRange({ kind: 'this-month' }, at('2028-02-29T12:00:00Z'), 'Europe/London');
    expect([iso(leap.from), iso(leap.to)]).toEqual([
      '2028-02-01T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]);
    expect(hours(leap)).toBe(29 * 24);
    const common = periodRange({ kind: 'this-month' }, at('2027-02-28T23:59:00Z'), 'UTC');
    expect([iso(common.from), iso(common.to)]).toEqual([
      '2027-02-01T00:00:00.000Z',
      '2027-03-01T00:00:00.000Z',
    ]);
    expect(hours(common)).toBe(28 * 24);
    // 1 March 2100 is not preceded by a 29th: centuries are leap years only every 400 years.
    expect(hours(periodRange({ kind: 'this-month' }, at('2100-02-15'), 'UTC'))).toBe(28 * 24);
  });

  it('is an hour short in the month the clocks go forward', () => {
    expect(month('2026-03-15T12:00:00Z', 'America/New_York')).toEqual([
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ]);
    expect(hours(periodRange({ kind: 'this-month' }, at('2026-03-15'), 'Europe/London'))).toBe(
      31 * 24 - 1,
    );
  });
});

describe('custom range', () => {
  it('covers both dates whole, from the first’s midnight to the midnight after the last', () => {
    expect(custom('2026-11-02', '2026-11-06', 'Europe/London')).toEqual([
      '2026-11-02T00:00:00.000Z',
      '2026-11-07T00:00:00.000Z',
    ]);
    expect(custom('2026-07-01', '2026-07-01', 'Asia/Kolkata')).toEqual([
      '2026-06-30T18:30:00.000Z',
      '2026-07-01T18:30:00.000Z',
    ]);
  });

  it('has a 23-hour day when the clocks go forward and a 25-hour one when they go back', () => {
    // London: 01:00 → 02:00 on 2026-03-29, 02:00 → 01:00 on 2026-10-25.
    expect(custom('2026-03-29', '2026-03-29', 'Europe/London')).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
    ]);
    expect(custom('2026-10-25', '2026-10-25', 'Europe/London')).toEqual([
      '2026-10-24T23:00:00.000Z',
      '2026-10-26T00:00:00.000Z',
    ]);
    // New York: 02:00 → 03:00 on 2026-03-08, 02:00 → 01:00 on 2026-11-01.
    expect(custom('2026-03-08', '2026-03-08', 'America/New_York')).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
    expect(custom('2026-11-01', '2026-11-01', 'America/New_York')).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
    ]);
  });

  it('spans a change of the clocks with each end on its own side’s offset', () => {
    const spring = customRange('2026-03-23', '2026-04-05', 'Europe/London');
    expect([iso(spring.from), iso(spring.to)]).toEqual([
      '2026-03-23T00:00:00.000Z',
      '2026-04-05T23:00:00.000Z',
    ]);
    expect(hours(spring)).toBe(14 * 24 - 1);
    const autumn = customRange('2026-10-20', '2026-11-10', 'America/New_York');
    expect([iso(autumn.from), iso(autumn.to)]).toEqual([
      '2026-10-20T04:00:00.000Z',
      '2026-11-11T05:00:00.000Z',
    ]);
    expect(hours(autumn)).toBe(22 * 24 + 1);
  });

  it('starts a day whose midnight the clocks skip when the day begins', () => {
    // Santiago goes from 00:00 straight to 01:00 on 2026-09-06.
    expect(custom('2026-09-06', '2026-09-06', 'America/Santiago')).toEqual([
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T03:00:00.000Z',
    ]);
  });

  it('runs from local midnight to local midnight, back to back with the following range', () => {
    const zones = ['Europe/London', 'America/New_York', 'Europe/Berlin', 'Australia/Sydney'];
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01'), max: at('2060-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: MAX_CUSTOM_RANGE_DAYS }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(...zones),
        (day, length, nextLength, timeZone) => {
          const startDate = day.toISOString().slice(0, 10);
          const endDate = addDays(startDate, length - 1);
          const range = customRange(startDate, endDate, timeZone);
          expect(localDateTimeOf(range.from, timeZone)).toEqual({ date: startDate, time: '00:00' });
          expect(localDateTimeOf(range.to, timeZone)).toEqual({
            date: addDays(endDate, 1),
            time: '00:00',
          });
          // These zones change their clocks by an hour at most twice a year.
          expect(Math.abs(hours(range) - length * 24)).toBeLessThanOrEqual(1);
          const next = customRange(addDays(endDate, 1), addDays(endDate, nextLength), timeZone);
          expect(next.from).toEqual(range.to);
          expect(isInPeriod(new Date(range.to.getTime() - 1), range)).toBe(true);
          expect(isInPeriod(range.to, range)).toBe(false);
        },
      ),
    );
  });

  it('refuses an end before the start', () => {
    expect(customRangeProblem('2026-11-10', '2026-11-09')).toBe(customRangeMessages.endBeforeStart);
    expect(customRangeProblem('2027-01-01', '2026-12-31')).toBe(customRangeMessages.endBeforeStart);
    expect(() => customRange('2026-11-10', '2026-11-09', 'Europe/London')).toThrow(
      new RangeError(customRangeMessages.endBeforeStart),
    );
    expect(() =>
      periodRange(
        { kind: 'custom', startDate: '2026-11-10', endDate: '2026-11-01' },
        at('2026-11-23'),
        'UTC',
      ),
    ).toThrow(customRangeMessages.endBeforeStart);
  });

  it('accepts up to a year and a day and refuses longer', () => {
    expect(MAX_CUSTOM_RANGE_DAYS).toBe(366);
    // The whole of a leap year is 366 days.
    expect(customRangeProblem('2028-01-01', '2028-12-31')).toBeUndefined();
    expect(customRangeProblem('2026-01-01', '2027-01-01')).toBeUndefined();
    expect(customRangeProblem('2026-01-01', '2027-01-02')).toBe(customRangeMessages.tooLong);
    expect(customRangeMessages.tooLong).toBe('A custom range can cover at most 366 days');
    expect(() => customRange('2020-01-01', '2026-01-01', 'UTC')).toThrow(
      customRangeMessages.tooLong,
    );
  });

  it('asks for both dates and for real ones', () => {
    expect(customRangeProblem('', '2026-11-10')).toBe(customRangeMessages.datesRequired);
    expect(customRangeProblem('2026-11-10', '')).toBe(customRangeMessages.datesRequired);
    for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '26-11-10', '2026/11/10', 'x']) {
      expect(customRangeProblem(bad, '2028-01-01')).toBe(customRangeMessages.invalidDate);
      expect(customRangeProblem('2026-01-01', bad)).toBe(customRangeMessages.invalidDate);
    }
    expect(customRangeProblem('2028-02-29', '2028-02-29')).toBeUndefined();
    expect(customRangeProblem('2026-11-10', '2026-11-10')).toBeUndefined();
  });

  it('refuses an unknown time zone', () => {
    expect(() => customRange('2026-11-10', '2026-11-11', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('isInPeriod', () => {
  const range = { from: at('2026-11-16T00:00:00Z'), to: at('2026-11-23T00:00:00Z') };

  it('includes the start and excludes the end', () => {
    expect(isInPeriod(at('2026-11-16T00:00:00Z'), range)).toBe(true);
    expect(isInPeriod(at('2026-11-22T23:59:59.999Z'), range)).toBe(true);
    expect(isInPeriod(at('2026-11-23T00:00:00Z'), range)).toBe(false);
    expect(isInPeriod(at('2026-11-15T23:59:59.999Z'), range)).toBe(false);
  });

  it('puts no invalid instant in any period', () => {
    expect(isInPeriod(new Date(Number.NaN), range)).toBe(false);
  });
});
