import { describe, expect, it } from 'vitest';
import {
  burnText,
  cadenceText,
  lastSessionText,
  sessionTime,
  waitingItems,
} from '../../../../web/src/features/home/lib/client-overview';
import { busyClient, quietClient } from './fixtures';

/** How a client's card on the home words its figures. */
describe('a client’s card on the home', () => {
  it('writes the next session on the given clock, with its year only when not this one', () => {
    const at = '2030-03-12T14:30:00.000Z';
    expect(sessionTime(at, 'Europe/London', '2030')).toBe('Tue 12 Mar, 14:30');
    expect(sessionTime(at, 'Asia/Tokyo', '2030')).toBe('Tue 12 Mar, 23:30');
    expect(sessionTime('2031-01-07T09:00:00.000Z', 'UTC', '2030')).toBe('Tue, 7 Jan 2031, 09:00');
  });

  it('counts the days since the last session, and the cadence agreed', () => {
    expect(lastSessionText(null)).toBe('No session held yet');
    expect(lastSessionText(0)).toBe('Last session today');
    expect(lastSessionText(1)).toBe('Last session 1 day ago');
    expect(lastSessionText(12)).toBe('Last session 12 days ago');
    expect(cadenceText('weekly', 7)).toBe('(weekly cadence: every 7 days)');
    expect(cadenceText('monthly', 31)).toBe('(monthly cadence: every 31 days)');
    expect(cadenceText(undefined, 7)).toBe('(cadence: every 7 days)');
  });

  it('writes the month’s burn in hours, past 100 % too', () => {
    expect(burnText({ month: '2030-03', agreedMinutes: 600, usedMinutes: 450, percent: 75 })).toBe(
      '7.5 h of 10 h this month (75%)',
    );
    expect(burnText({ month: '2030-03', agreedMinutes: 480, usedMinutes: 540, percent: 113 })).toBe(
      '9 h of 8 h this month (113%)',
    );
  });

  it('lists only what waits, and the timesheets without a page to open', () => {
    expect(waitingItems(quietClient())).toEqual([]);
    expect(
      waitingItems(
        quietClient({
          documentsAwaitingSignature: 1,
          periodsAwaitingApproval: { count: 3, bookingPageId: null },
        }),
      ).map(({ text, to }) => [text, to]),
    ).toEqual([
      ['1 document awaiting signature', `/documents/libraries/${quietClient().clientId}`],
      ['3 periods awaiting approval', '/timesheets'],
    ]);
    expect(waitingItems(busyClient({ invoicesPastDue: 4 })).at(-1)?.text).toBe(
      '4 invoices past due',
    );
  });
});
