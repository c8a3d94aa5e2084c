import { describe, expect, it } from 'vitest';
import { invoiceLinesOf } from '../../../../../lambdas/services/invoices/invoice-lines';

const meeting = (fields: Record<string, unknown> = {}) => ({
  id: 'm1',
  title: 'Meeting with Jane Client',
  attendeeName: 'Jane Client',
  startTime: '2030-03-05T11:00:00.000Z',
  endTime: '2030-03-05T11:45:00.000Z',
  durationMinutes: 45,
  ...fields,
});

const entry = {
  startTime: '2030-03-04T09:00:00.000Z',
  endTime: '2030-03-04T10:30:00.000Z',
  description: 'Risk review',
  durationMinutes: 90,
  billable: true,
  ratePence: 15_000,
  amountPence: 22_500,
};

describe('the lines an approved period bills', () => {
  it('bills billed meetings among the entries, in start order', () => {
    const lines = invoiceLinesOf({
      timeZone: 'Europe/London',
      meetings: [meeting({ billable: true, ratePence: 12_000, amountPence: 9_000 })],
      entries: [entry],
    });
    expect(lines.map((l) => [l.date, l.description, l.ratePence, l.amountPence])).toEqual([
      ['2030-03-04', 'Risk review', 15_000, 22_500],
      ['2030-03-05', 'Meeting with Jane Client', 12_000, 9_000],
    ]);
  });

  it('bills no meeting of a period approved before meetings were billed, nor an unbilled one', () => {
    for (const m of [meeting(), meeting({ billable: false, ratePence: null, amountPence: null })])
      expect(
        invoiceLinesOf({ timeZone: 'Europe/London', meetings: [m], entries: [entry] }).map(
          (l) => l.description,
        ),
      ).toEqual(['Risk review']);
  });
});
