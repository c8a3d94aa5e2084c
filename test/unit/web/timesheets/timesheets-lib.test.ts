import { describe, expect, it } from 'vitest';
import type { TTimesheetExport } from '@contracts/timesheets/export';
import { currentMonth, defaultEntryTimes } from '../../../../web/src/features/timesheets/lib/dates';
import { waitUntilSettled } from '../../../../web/src/features/timesheets/lib/export-progress';
import {
  periodFromParams,
  periodProblem,
  periodQuery,
  withPeriod,
} from '../../../../web/src/features/timesheets/lib/period-params';

describe('the period in the URL', () => {
  it('reads this week by default, and a custom range with its dates', () => {
    expect(periodFromParams(new URLSearchParams('calendar=c'))).toEqual({ period: 'this-week' });
    expect(periodFromParams(new URLSearchParams('period=bogus'))).toEqual({ period: 'this-week' });
    expect(
      periodFromParams(
        new URLSearchParams('period=custom&startDate=2026-11-01&endDate=2026-11-07'),
      ),
    ).toEqual({ period: 'custom', startDate: '2026-11-01', endDate: '2026-11-07' });
  });

  it('writes a period back, keeping the calendar and dropping stale dates', () => {
    const custom = withPeriod(new URLSearchParams('calendar=c'), {
      period: 'custom',
      startDate: '2026-11-01',
      endDate: '2026-11-07',
    });
    expect(custom.toString()).toBe(
      'calendar=c&period=custom&startDate=2026-11-01&endDate=2026-11-07',
    );
    expect(withPeriod(custom, { period: 'this-month' }).toString()).toBe(
      'calendar=c&period=this-month',
    );
    expect(periodQuery({ period: 'this-week' }).toString()).toBe('period=this-week');
  });

  it('says what is wrong with a custom range before asking the server', () => {
    expect(
      periodProblem({ period: 'custom', startDate: '2026-11-07', endDate: '2026-11-01' }),
    ).toBe('The end date must not be before the start date');
    expect(periodProblem({ period: 'custom', startDate: '', endDate: '' })).toBe(
      'Start and end dates are required',
    );
    expect(periodProblem({ period: 'this-month' })).toBeUndefined();
  });
});

describe('form defaults', () => {
  it('starts a new entry today 09:00–10:00 and an export on the current month', () => {
    const day = new Date(2026, 1, 14, 16, 5);
    expect(defaultEntryTimes(day)).toEqual({ start: '2026-02-14T09:00', end: '2026-02-14T10:00' });
    expect(currentMonth(day)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(currentMonth(new Date(2028, 1, 3))).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });
});

describe('waiting for an export', () => {
  const pending = { id: 'x', status: 'pending' } as TTimesheetExport;
  const done = { id: 'x', status: 'done' } as TTimesheetExport;
  const noWait = async () => undefined;

  it('asks again until the export is done', async () => {
    const answers = [pending, pending, done];
    let asked = 0;
    const result = await waitUntilSettled(pending, async () => answers[asked++]!, {
      sleep: noWait,
    });
    expect(result.status).toBe('done');
    expect(asked).toBe(3);
  });

  it('does not ask when the first answer is final, and gives up after its time', async () => {
    let asked = 0;
    expect(await waitUntilSettled(done, async () => (asked++, done), { sleep: noWait })).toBe(done);
    expect(asked).toBe(0);
    const stuck = await waitUntilSettled(pending, async () => (asked++, pending), {
      sleep: noWait,
      pollMs: 1000,
      giveUpMs: 5000,
    });
    expect(stuck.status).toBe('pending');
    expect(asked).toBe(5);
  });
});
