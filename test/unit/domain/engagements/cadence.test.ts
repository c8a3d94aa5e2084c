import { describe, expect, it } from 'vitest';
import { CADENCE_DAYS, daysBetween, sessionOverdue } from '@domain/engagements/cadence';

describe('days between calendar dates', () => {
  it('counts whole days, across a month, a year and a change of the clocks', () => {
    expect(daysBetween('2030-03-30', '2030-04-02')).toBe(3);
    expect(daysBetween('2030-12-31', '2031-01-01')).toBe(1);
    expect(daysBetween('2030-03-30', '2030-03-31')).toBe(1);
    expect(daysBetween('2030-04-02', '2030-03-30')).toBe(-3);
  });
});

describe('a session overdue by the cadence', () => {
  const weekly = { cadence: 'weekly' as const, startDate: '2030-01-01', nextSessionBooked: false };

  it('is overdue once more days than the cadence allows have passed since the last session', () => {
    expect(sessionOverdue({ ...weekly, today: '2030-03-08', lastSessionDate: '2030-03-01' })).toBe(
      false,
    );
    expect(sessionOverdue({ ...weekly, today: '2030-03-09', lastSessionDate: '2030-03-01' })).toBe(
      true,
    );
  });

  it('counts from the engagement’s start when no session was held, and never before it', () => {
    expect(sessionOverdue({ ...weekly, today: '2030-01-09', lastSessionDate: null })).toBe(true);
    expect(
      sessionOverdue({
        ...weekly,
        startDate: '2030-02-01',
        today: '2030-01-09',
        lastSessionDate: null,
      }),
    ).toBe(false);
  });

  it('is not overdue with a session booked, or without a cadence', () => {
    const late = { today: '2030-06-01', lastSessionDate: '2030-03-01' };
    expect(sessionOverdue({ ...weekly, ...late, nextSessionBooked: true })).toBe(false);
    expect(sessionOverdue({ ...weekly, ...late, cadence: 'none' })).toBe(false);
    expect(sessionOverdue({ ...weekly, ...late, cadence: 'monthly' })).toBe(true);
    expect(CADENCE_DAYS).toEqual({ none: null, weekly: 7, fortnightly: 14, monthly: 31 });
  });
});
