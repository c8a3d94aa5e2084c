import { describe, expect, it } from 'vitest';
import { formatDateRange, formatHumanDate } from '@domain/time/human-dates';

describe('dates as mails print them', () => {
  it('writes a day with its month by name', () => {
    expect(formatHumanDate('2030-03-04')).toBe('4 March 2030');
    expect(formatHumanDate('2026-12-31')).toBe('31 December 2026');
  });

  it('writes a range once where its parts agree', () => {
    expect(formatDateRange('2026-11-01', '2026-11-30')).toBe('1–30 November 2026');
    expect(formatDateRange('2026-10-28', '2026-11-03')).toBe('28 October – 3 November 2026');
    expect(formatDateRange('2026-12-29', '2027-01-04')).toBe('29 December 2026 – 4 January 2027');
    expect(formatDateRange('2030-03-04', '2030-03-04')).toBe('4 March 2030');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatHumanDate('2030-13-01')).toThrow(RangeError);
    expect(() => formatDateRange('04/03/2030', '2030-03-10')).toThrow(RangeError);
  });
});
