import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDecimalHours,
  formatDuration,
  formatPounds,
  formatPoundsPlain,
  lineAmountPence,
  penceOfPounds,
} from '@domain/timesheets/money';

describe('penceOfPounds', () => {
  it('reads pounds with up to two decimals, as text or as a number', () => {
    expect(penceOfPounds('12')).toBe(1200);
    expect(penceOfPounds('12.5')).toBe(1250);
    expect(penceOfPounds('12.34')).toBe(1234);
    expect(penceOfPounds(' 0.07 ')).toBe(7);
    expect(penceOfPounds('.5')).toBe(50);
    expect(penceOfPounds('0')).toBe(0);
    expect(penceOfPounds(12.34)).toBe(1234);
    expect(penceOfPounds(150)).toBe(15000);
    expect(penceOfPounds(0)).toBe(0);
  });

  it('is exact where multiplying the float by 100 is not', () => {
    // 0.29 × 100 is 28.999…, 19.99 × 100 is 1998.999…, 4.35 × 100 is 434.999….
    expect(penceOfPounds(0.29)).toBe(29);
    expect(penceOfPounds(19.99)).toBe(1999);
    expect(penceOfPounds(4.35)).toBe(435);
  });

  it('allows zeros past the pennies, which are still a whole number of pence', () => {
    expect(penceOfPounds('12.340')).toBe(1234);
    expect(penceOfPounds('12.000')).toBe(1200);
  });

  it('refuses anything finer than a penny rather than rounding it', () => {
    expect(penceOfPounds('12.345')).toBeUndefined();
    expect(penceOfPounds(12.345)).toBeUndefined();
    expect(penceOfPounds('0.001')).toBeUndefined();
    // The float error of 0.1 + 0.2 is not a rate anyone typed.
    expect(penceOfPounds(0.1 + 0.2)).toBeUndefined();
    expect(penceOfPounds(1e-7)).toBeUndefined();
  });

  it('refuses what is not a rate', () => {
    for (const text of [
      '',
      ' ',
      '.',
      '-1',
      '-0.01',
      '+1',
      '£12',
      '1,200',
      '12.3.4',
      'abc',
      '1e3',
    ]) {
      expect(penceOfPounds(text), text).toBeUndefined();
    }
    for (const value of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(penceOfPounds(value), String(value)).toBeUndefined();
    }
    expect(penceOfPounds('99999999999999999')).toBeUndefined();
  });

  it('reads back every amount the CSV writes, and every two-decimal number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (pence) => {
        expect(penceOfPounds(formatPoundsPlain(pence))).toBe(pence);
        // Up to 15 significant digits a float keeps the decimal it was written as.
        if (pence < 1e14) expect(penceOfPounds(Number(formatPoundsPlain(pence)))).toBe(pence);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('lineAmountPence', () => {
  it('is minutes at the hourly rate, to the penny', () => {
    expect(lineAmountPence(60, 15000)).toBe(15000);
    expect(lineAmountPence(90, 15000)).toBe(22500);
    expect(lineAmountPence(30, 1234)).toBe(617);
  });

  it('rounds half a penny up', () => {
    // 3 minutes at 10p an hour is exactly half a penny; so is 1 minute at 30p.
    expect(lineAmountPence(3, 10)).toBe(1);
    expect(lineAmountPence(1, 30)).toBe(1);
    expect(lineAmountPence(1, 90)).toBe(2);
    // Just either side of a half.
    expect(lineAmountPence(1, 29)).toBe(0);
    expect(lineAmountPence(1, 31)).toBe(1);
  });

  it('rounds a half up where floating-point arithmetic would round it down', () => {
    // 11 minutes at £1.50 is exactly 27.5p; 11 / 60 × 150 in floats is 27.4999….
    expect(lineAmountPence(11, 150)).toBe(28);
    expect(lineAmountPence(11, 330)).toBe(61);
  });

  it('handles odd minutes', () => {
    // 7 × 1000 / 60 = 116.67; 59 × 10001 / 60 = 9834.32; 61 × 1234 / 60 = 1254.57.
    expect(lineAmountPence(7, 1000)).toBe(117);
    expect(lineAmountPence(59, 10001)).toBe(9834);
    expect(lineAmountPence(61, 1234)).toBe(1255);
  });

  it('is zero for a zero rate or no minutes', () => {
    expect(lineAmountPence(45, 0)).toBe(0);
    expect(lineAmountPence(0, 15000)).toBe(0);
  });

  it('is the exact amount rounded half up, for any minutes and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (minutes, ratePence) => {
          const amount = BigInt(lineAmountPence(minutes, ratePence));
          // amount − exact lies in (−½, ½]: 60·amount − minutes·rate in (−30, 30].
          const off = amount * 60n - BigInt(minutes) * BigInt(ratePence);
          expect(off > -30n && off <= 30n).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses minutes or rates that are not whole numbers, zero or more', () => {
    expect(() => lineAmountPence(1.5, 100)).toThrow(RangeError);
    expect(() => lineAmountPence(-1, 100)).toThrow(RangeError);
    expect(() => lineAmountPence(60, 12.5)).toThrow(RangeError);
    expect(() => lineAmountPence(60, -100)).toThrow(RangeError);
    expect(() => lineAmountPence(Number.NaN, 100)).toThrow(RangeError);
  });

  it('refuses an amount too large to be exact', () => {
    expect(() => lineAmountPence(2 ** 30, 2 ** 30)).toThrow(RangeError);
  });
});

describe('formatPounds', () => {
  it('writes pounds and pence with en-GB grouping', () => {
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(7)).toBe('£0.07');
    expect(formatPounds(50)).toBe('£0.50');
    expect(formatPounds(99_999)).toBe('£999.99');
    expect(formatPounds(100_000)).toBe('£1,000.00');
    expect(formatPounds(123_456)).toBe('£1,234.56');
    expect(formatPounds(123_456_789_01)).toBe('£123,456,789.01');
    expect(formatPounds(-123_456)).toBe('-£1,234.56');
  });

  it('agrees with the en-GB currency format', () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (pence) => {
        expect(formatPounds(pence)).toBe(gbp.format(pence / 100));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a fraction of a penny', () => {
    expect(() => formatPounds(1.5)).toThrow(RangeError);
    expect(() => formatPoundsPlain(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPoundsPlain', () => {
  it('writes a number a spreadsheet reads: no symbol, no grouping', () => {
    expect(formatPoundsPlain(0)).toBe('0.00');
    expect(formatPoundsPlain(5)).toBe('0.05');
    expect(formatPoundsPlain(123_456)).toBe('1234.56');
    expect(formatPoundsPlain(100_000_000)).toBe('1000000.00');
  });
});

describe('formatDuration', () => {
  it('writes whole hours and two-digit minutes', () => {
    expect(formatDuration(0)).toBe('0h 00m');
    expect(formatDuration(7)).toBe('0h 07m');
    expect(formatDuration(59)).toBe('0h 59m');
    expect(formatDuration(60)).toBe('1h 00m');
    expect(formatDuration(61)).toBe('1h 01m');
    expect(formatDuration(90)).toBe('1h 30m');
  });

  it('does not wrap hours into days', () => {
    expect(formatDuration(125 * 60)).toBe('125h 00m');
  });

  it('refuses what is not a whole number of minutes', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });
});

describe('formatDecimalHours', () => {
  it('writes hours to two decimals, half up', () => {
    expect(formatDecimalHours(0)).toBe('0.00');
    expect(formatDecimalHours(90)).toBe('1.50');
    // 7 minutes is 0.1166… hours; 59 is 0.9833…; 61 is 1.0166…; 3 is 0.05.
    expect(formatDecimalHours(7)).toBe('0.12');
    expect(formatDecimalHours(59)).toBe('0.98');
    expect(formatDecimalHours(61)).toBe('1.02');
    expect(formatDecimalHours(3)).toBe('0.05');
    expect(formatDecimalHours(600_000)).toBe('10000.00');
  });

  it('refuses what is not a whole number of minutes', () => {
    expect(() => formatDecimalHours(-1)).toThrow(RangeError);
    expect(() => formatDecimalHours(0.5)).toThrow(RangeError);
  });
});
