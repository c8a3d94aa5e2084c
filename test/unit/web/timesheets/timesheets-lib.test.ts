import { describe, expect, it } from 'vitest';
import { ENTRY_STATUS_LABELS, ENTRY_STATUSES } from '@contracts/timesheets/entry';
import {
  exportMessages,
  ZRequestExport,
  type TTimesheetExport,
} from '@contracts/timesheets/export';
import {
  defaultEntryTimes,
  monthOf,
  todayOn,
} from '../../../../web/src/features/timesheets/lib/dates';
import { STATUS_STYLES } from '../../../../web/src/features/timesheets/lib/display';
import {
  exportOutcome,
  waitUntilSettled,
} from '../../../../web/src/features/timesheets/lib/export-progress';
import { exportDefaults } from '../../../../web/src/features/timesheets/lib/export-request';
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
  it("reads today on the booking page's calendar, not the device's", () => {
    const lateEvening = new Date('2026-02-14T23:30:00Z');
    expect(todayOn(lateEvening, 'Europe/London')).toBe('2026-02-14');
    expect(todayOn(lateEvening, 'Pacific/Auckland')).toBe('2026-02-15');
    expect(todayOn(lateEvening, 'America/Los_Angeles')).toBe('2026-02-14');
  });

  it('starts a new entry today 09:00–10:00', () => {
    expect(defaultEntryTimes('2026-02-14')).toEqual({
      start: '2026-02-14T09:00',
      end: '2026-02-14T10:00',
    });
  });

  it('knows the first and last day of the month holding a day', () => {
    expect(monthOf('2026-02-14')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthOf('2028-02-03')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthOf('2026-01-01')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });
});

describe('the export request', () => {
  it('starts on the period the overview passed along, else the current month', () => {
    const passed = exportDefaults(
      new URLSearchParams('calendar=c&startDate=2026-11-02&endDate=2026-11-08'),
      '2026-11-20',
    );
    expect(passed).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      fileType: 'pdf',
      sendEmail: false,
      emailAddress: '',
      saveToLibrary: false,
      libraryId: '',
    });
    // Half a range is no range: the month is used instead.
    const half = exportDefaults(
      new URLSearchParams('calendar=c&startDate=2026-11-02'),
      '2026-11-20',
    );
    expect([half.startDate, half.endDate]).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('sends only what was asked for: no address unless e-mailing, no library unless saving', () => {
    const values = {
      ...exportDefaults(new URLSearchParams(), '2026-11-20'),
      fileType: 'csv' as const,
      emailAddress: 'typed@example.com',
      libraryId: 'lib-1',
    };
    expect(ZRequestExport.parse(values)).toMatchObject({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      fileType: 'csv',
      emailAddress: null,
      libraryId: null,
    });
    expect(ZRequestExport.parse({ ...values, sendEmail: true, saveToLibrary: true })).toMatchObject(
      { emailAddress: 'typed@example.com', libraryId: 'lib-1' },
    );
    const noAddress = ZRequestExport.safeParse({ ...values, sendEmail: true, emailAddress: '' });
    expect(noAddress.error?.issues[0]?.message).toBe(exportMessages.emailRequired);
  });
});

describe('entry statuses', () => {
  it('names each status and gives each its own colour', () => {
    expect(ENTRY_STATUSES.map((s) => ENTRY_STATUS_LABELS[s])).toEqual([
      'Draft',
      'Submitted',
      'Approved',
    ]);
    const styles = ENTRY_STATUSES.map((s) => STATUS_STYLES[s]);
    expect(new Set(styles).size).toBe(ENTRY_STATUSES.length);
    // Every colour has its dark-theme counterpart.
    for (const style of styles) expect(style).toMatch(/dark:bg-/);
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

describe('the outcome of an export', () => {
  const base = { id: 'x', message: '' } as TTimesheetExport;

  it("offers the file with the server's message, or the spec's", () => {
    expect(exportOutcome({ ...base, status: 'done', message: 'Saved to Acme' })).toEqual({
      ok: true,
      message: 'Saved to Acme',
    });
    expect(exportOutcome({ ...base, status: 'done' })).toEqual({
      ok: true,
      message: exportMessages.done,
    });
  });

  it('fails with the reason given, and an export that never arrived fails plainly', () => {
    expect(exportOutcome({ ...base, status: 'failed', message: 'No such library' })).toEqual({
      ok: false,
      message: 'No such library',
    });
    expect(exportOutcome({ ...base, status: 'failed' }).message).toBe(exportMessages.failed);
    expect(exportOutcome({ ...base, status: 'pending', message: exportMessages.pending })).toEqual({
      ok: false,
      message: exportMessages.failed,
    });
  });
});
