import { describe, expect, it } from 'vitest';
import {
  applyChange,
  busyIntervals,
  daysOf,
  meetingsStarting,
  touchesDay,
  type DayBusy,
} from '@domain/booking/day-schedule';

const at = (iso: string) => new Date(iso);

describe('daysOf', () => {
  it('names every UTC day a period touches, its end excluded', () => {
    expect(daysOf(at('2026-06-08T09:00:00Z'), at('2026-06-08T09:30:00Z'))).toEqual(['2026-06-08']);
    expect(daysOf(at('2026-06-08T23:50:00Z'), at('2026-06-09T00:20:00Z'))).toEqual([
      '2026-06-08',
      '2026-06-09',
    ]);
    expect(daysOf(at('2026-06-08T23:30:00Z'), at('2026-06-09T00:00:00Z'))).toEqual(['2026-06-08']);
  });
});

describe('a day’s meetings', () => {
  const late = {
    bookingPageId: 'cal-1',
    start: '2026-06-08T23:30:00.000Z',
    end: '2026-06-09T00:30:00.000Z',
  };

  it('hold a meeting on each day it touches, and only there', () => {
    expect(touchesDay(late, '2026-06-08')).toBe(true);
    expect(touchesDay(late, '2026-06-09')).toBe(true);
    expect(touchesDay(late, '2026-06-10')).toBe(false);
    const added = { add: [{ id: 'm1', ...late }] };
    expect(applyChange({}, '2026-06-09', added)).toEqual({ m1: late });
    expect(applyChange({}, '2026-06-10', added)).toEqual({});
  });

  it('lose a removed meeting and take a moved one at its new time', () => {
    const day: DayBusy = { m1: late, m2: { ...late, bookingPageId: 'cal-2' } };
    expect(applyChange(day, '2026-06-08', { remove: ['m1'] })).toEqual({ m2: day.m2 });
    const moved = { ...late, start: '2026-06-08T10:00:00.000Z', end: '2026-06-08T11:00:00.000Z' };
    expect(
      applyChange(day, '2026-06-08', { remove: ['m1'], add: [{ id: 'm1', ...moved }] }),
    ).toEqual({ m1: moved, m2: day.m2 });
    // Moved to another day: it leaves this one.
    expect(
      applyChange(day, '2026-06-09', { remove: ['m1'], add: [{ id: 'm1', ...moved }] }),
    ).toEqual({ m2: day.m2 });
    expect(day).toEqual({ m1: late, m2: { ...late, bookingPageId: 'cal-2' } });
  });

  it('drop the meetings of pages the writer no longer found', () => {
    const day: DayBusy = { m1: late, m2: { ...late, bookingPageId: 'gone' } };
    expect(applyChange(day, '2026-06-08', { pageIds: ['cal-1'] })).toEqual({ m1: late });
  });
});

describe('busyIntervals', () => {
  const period = { from: at('2026-06-08T08:00:00Z'), to: at('2026-06-08T12:00:00Z') };
  const meeting = (bookingPageId: string, start: string, end: string) => ({
    bookingPageId,
    start: `2026-06-08T${start}:00.000Z`,
    end: `2026-06-08T${end}:00.000Z`,
  });

  it('gives each meeting that overlaps the period once, on the pages still there', () => {
    const day: DayBusy = {
      a: meeting('cal-1', '09:00', '09:30'),
      b: meeting('cal-2', '10:00', '10:30'),
      gone: meeting('deleted', '11:00', '11:30'),
      before: meeting('cal-1', '07:00', '08:00'),
      after: meeting('cal-1', '12:00', '12:30'),
      across: meeting('cal-1', '07:30', '08:15'),
    };
    expect(busyIntervals([day, { a: day.a! }], period, ['cal-1', 'cal-2'])).toEqual([
      { start: '2026-06-08T09:00:00.000Z', end: '2026-06-08T09:30:00.000Z' },
      { start: '2026-06-08T10:00:00.000Z', end: '2026-06-08T10:30:00.000Z' },
      { start: '2026-06-08T07:30:00.000Z', end: '2026-06-08T08:15:00.000Z' },
    ]);
  });
});

describe('meetingsStarting', () => {
  const overnight = {
    bookingPageId: 'p',
    start: '2026-06-08T23:30:00.000Z',
    end: '2026-06-09T00:30:00.000Z',
  };
  const days: DayBusy[] = [
    {
      early: {
        bookingPageId: 'p',
        start: '2026-06-08T00:00:00.000Z',
        end: '2026-06-08T01:00:00.000Z',
      },
      other: {
        bookingPageId: 'q',
        start: '2026-06-08T10:00:00.000Z',
        end: '2026-06-08T11:00:00.000Z',
      },
      overnight,
    },
    {
      overnight,
      late: {
        bookingPageId: 'p',
        start: '2026-06-09T00:00:00.000Z',
        end: '2026-06-09T00:15:00.000Z',
      },
    },
  ];

  it("counts each of the page's meetings once, in the period it starts in", () => {
    const period = { from: at('2026-06-08T00:00:00Z'), to: at('2026-06-09T00:00:00Z') };
    expect(meetingsStarting(days, 'p', period)).toEqual([days[0]!.early, overnight]);
    const next = { from: at('2026-06-09T00:00:00Z'), to: at('2026-06-10T00:00:00Z') };
    expect(meetingsStarting(days, 'p', next)).toEqual([days[1]!.late]);
    expect(meetingsStarting(days, 'q', period)).toEqual([days[0]!.other]);
  });
});
