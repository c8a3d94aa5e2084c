import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import {
  DAY_HEIGHT,
  dayKey,
  formatWeekRange,
  hourLabel,
  shownDayIndex,
  weekDays,
  weekFromParam,
  weekParam,
  weekRange,
  weekStartOf,
} from '../../../../web/src/features/booking-pages/lib/week';

describe('weeks of the calendar view', () => {
  it('start on Monday at local midnight, whatever day is given', () => {
    // Sunday 16 March 2025, late evening: still the week of Monday 10 March.
    const start = weekStartOf(new Date(2025, 2, 16, 23, 30));
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2025, 2, 10]);
    expect([start.getHours(), start.getMinutes()]).toEqual([0, 0]);
    expect(start.getDay()).toBe(1);
    // Monday itself is the first day of its own week.
    expect(weekStartOf(new Date(2025, 2, 10, 0, 0)).getTime()).toBe(start.getTime());
  });

  it('list seven days Monday to Sunday and ask for the week as [Monday, next Monday)', () => {
    const start = weekStartOf(new Date(2025, 2, 12));
    const days = weekDays(start);
    expect(days.map((d) => d.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(days.map((d) => d.getDate())).toEqual([10, 11, 12, 13, 14, 15, 16]);
    expect(weekRange(start)).toEqual({
      from: new Date(2025, 2, 10).toISOString(),
      to: new Date(2025, 2, 17).toISOString(),
    });
  });

  it('round-trip through the address and fall back to this week on a bad value', () => {
    const today = new Date(2025, 5, 4, 15);
    const start = weekStartOf(new Date(2025, 0, 1));
    expect(weekParam(start)).toBe('2024-12-30');
    expect(weekFromParam('2024-12-30', today).getTime()).toBe(start.getTime());
    // Any day of the week names it.
    expect(weekFromParam('2025-01-03', today).getTime()).toBe(start.getTime());
    for (const bad of [null, '', 'next', '2025-13-45']) {
      expect(weekFromParam(bad, today).getTime()).toBe(weekStartOf(today).getTime());
    }
  });

  it('show the range compactly within a month, across months and across years', () => {
    expect(formatWeekRange(new Date(2025, 2, 10))).toBe('Mar 10 – 16, 2025');
    expect(formatWeekRange(new Date(2025, 2, 31))).toBe('Mar 31 – Apr 6, 2025');
    expect(formatWeekRange(new Date(2025, 11, 29))).toBe('Dec 29, 2025 – Jan 4, 2026');
  });

  it('are 24 rows of 60 px with two-digit hour labels', () => {
    expect(DAY_HEIGHT).toBe(1440);
    expect(hourLabel(0)).toBe('00:00');
    expect(hourLabel(9)).toBe('09:00');
    expect(hourLabel(23)).toBe('23:00');
  });

  it('show a phone the day chosen in the week, else today in it, else Monday', () => {
    const days = weekDays(weekStartOf(new Date(2025, 2, 12)));
    const wednesday = new Date(2025, 2, 12, 15);
    expect(shownDayIndex(days, '2025-03-14', wednesday)).toBe(4);
    // A day chosen in another week (the owner moved on by the week) gives way to today…
    expect(shownDayIndex(days, '2025-03-21', wednesday)).toBe(2);
    expect(shownDayIndex(days, null, wednesday)).toBe(2);
    // …and to Monday when today is in another week too.
    expect(shownDayIndex(days, null, new Date(2025, 5, 4))).toBe(0);
    expect(shownDayIndex(days, '2025-03-16', new Date(2025, 5, 4))).toBe(6);
  });

  it("key a day on the clock of its week's zone, not the browser's", () => {
    // 23:30 on Friday in Auckland is still Friday there, whatever zone runs the test.
    const friday = new TZDate(2025, 2, 14, 23, 30, 'Pacific/Auckland');
    expect(dayKey(friday)).toBe('2025-03-14');
    const days = weekDays(weekStartOf(friday));
    expect(shownDayIndex(days, null, friday)).toBe(4);
  });
});
