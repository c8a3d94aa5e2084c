import { describe, expect, it } from 'vitest';
import { formatPoundsPlain } from '@domain/timesheets/money';
import {
  exportFileName,
  renderTimesheetCsv,
} from '../../../../../lambdas/services/timesheets/render-csv';
import type { TimesheetReport } from '../../../../../lambdas/services/timesheets/timesheet-report';
import { reportOf, sampleReport } from './report-fixture';

/**
 * Reads RFC 4180 text back into records: CRLF-ended records, quoted fields with doubled quotes.
 * Fails on anything else, so a malformed file fails the test that reads it.
 */
function readCsv(text: string): string[][] {
  const field = /"((?:[^"]|"")*)"|([^",\r\n]*)/y;
  const records: string[][] = [];
  let at = 0;
  while (at < text.length) {
    const record: string[] = [];
    for (;;) {
      field.lastIndex = at;
      const match = field.exec(text)!;
      record.push(match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!);
      at = field.lastIndex;
      if (text[at] === ',') at += 1;
      else if (text.startsWith('\r\n', at)) break;
      else throw new Error(`Not RFC 4180 at ${at}: ${JSON.stringify(text.slice(at, at + 20))}`);
    }
    records.push(record);
    at += 2;
  }
  return records;
}

interface ReadBack {
  raw: string;
  header: string[];
  /** The records between the header and the blank record, as header → value. */
  lines: Record<string, string>[];
  /** The records after the blank one, as header → value. */
  totals: Record<string, string>[];
}

function readBack(report: TimesheetReport): ReadBack {
  const file = renderTimesheetCsv(report);
  const bytes = Buffer.from(file.bytes);
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte order mark first').toEqual([0xef, 0xbb, 0xbf]);
  const raw = bytes.subarray(3).toString('utf8');
  const [header, ...records] = readCsv(raw);
  for (const record of records) expect(record).toHaveLength(header!.length);
  const blank = records.findIndex((r) => r.every((value) => value === ''));
  expect(blank, 'a blank record before the totals').toBeGreaterThanOrEqual(0);
  const named = (r: string[]) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]));
  return {
    raw,
    header: header!,
    lines: records.slice(0, blank).map(named),
    totals: records.slice(blank + 1).map(named),
  };
}

/** Whole pence of a two-decimal amount cell, read as text so no float rounding hides an error. */
function pence(cell: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Not a two-decimal amount: ${cell}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

const totalNamed = (back: ReadBack, label: string) => back.totals.find((t) => t.Type === label);

describe('the timesheet CSV', () => {
  it('lists meetings and entries in time order on the owner’s clock, with their details', () => {
    const back = readBack(
      reportOf({
        timeZone: 'Europe/London',
        meetings: [
          { start: '2026-07-01T09:00:00Z', minutes: 30, title: 'Kick-off', attendeeName: 'Zoë' },
        ],
        entries: [
          {
            start: '2026-07-01T07:00:00Z',
            minutes: 90,
            description: 'Risk register',
            status: 'approved',
            ratePence: 10_000,
          },
          {
            start: '2026-07-01T22:30:00Z',
            minutes: 61,
            description: 'Late incident call',
            billable: false,
          },
        ],
      }),
    );
    expect(back.header).toEqual([
      'Type',
      'Date',
      'Start',
      'End',
      'Description',
      'Status',
      'Duration (minutes)',
      'Hours',
      'Billable',
      'Hourly rate (£)',
      'Amount (£)',
    ]);
    // London is on summer time in July: 07:00 UTC is 08:00 there.
    expect(back.lines).toEqual([
      {
        Type: 'Entry',
        Date: '2026-07-01',
        Start: '08:00',
        End: '09:30',
        Description: 'Risk register',
        Status: 'Approved',
        'Duration (minutes)': '90',
        Hours: '1.50',
        Billable: 'Yes',
        'Hourly rate (£)': '100.00',
        'Amount (£)': '150.00',
      },
      {
        Type: 'Meeting',
        Date: '2026-07-01',
        Start: '10:00',
        End: '10:30',
        Description: 'Kick-off — Zoë',
        Status: '',
        'Duration (minutes)': '30',
        Hours: '0.50',
        Billable: 'No',
        'Hourly rate (£)': '',
        'Amount (£)': '',
      },
      {
        Type: 'Entry',
        // Past midnight in London: the end carries its own date.
        Date: '2026-07-01',
        Start: '23:30',
        End: '2026-07-02 00:31',
        Description: 'Late incident call',
        Status: 'Draft',
        'Duration (minutes)': '61',
        Hours: '1.02',
        Billable: 'No',
        'Hourly rate (£)': '',
        'Amount (£)': '',
      },
    ]);
  });

  it('adds the Amount cells of the lines up to the billable amount to the penny', () => {
    const report = sampleReport({ entries: 1000, meetings: 40 });
    const back = readBack(report);
    expect(back.lines).toHaveLength(1040);
    const amounts = back.lines.map((l) => l['Amount (£)']!).filter((cell) => cell !== '');
    const sum = amounts.reduce((acc, cell) => acc + pence(cell), 0);
    const billable = totalNamed(back, 'Billable amount')!['Amount (£)']!;
    expect(sum).toBe(pence(billable));
    expect(billable).toBe(formatPoundsPlain(report.totals.billableAmountPence));
    // Each line shows the amount the timesheet computed for it, not a recomputed one.
    const entryAmounts = back.lines.filter((l) => l.Type === 'Entry').map((l) => l['Amount (£)']);
    expect(entryAmounts).toEqual(
      report.entries.map((e) => (e.amountPence === null ? '' : formatPoundsPlain(e.amountPence))),
    );
  });

  it('ends with the time totals, total time being meetings plus entries', () => {
    const back = readBack(
      reportOf({
        meetings: [{ start: '2026-11-03T10:00:00Z', minutes: 45, title: 'Review' }],
        entries: [
          { start: '2026-11-03T09:00:00Z', minutes: 7, description: 'Call', ratePence: 1_000 },
          { start: '2026-11-04T09:00:00Z', minutes: 20, description: 'Notes', billable: false },
        ],
      }),
    );
    const time = (label: string) => {
      const row = totalNamed(back, label)!;
      return [row['Duration (minutes)'], row.Hours];
    };
    expect(time('Total meetings time')).toEqual(['45', '0.75']);
    expect(time('Total entries time')).toEqual(['27', '0.45']);
    expect(time('Total time')).toEqual(['72', '1.20']);
    expect(time('Billable time')).toEqual(['7', '0.12']);
    // 7 minutes at £10.00 is 116.67 pence, rounded once to £1.17.
    expect(totalNamed(back, 'Billable amount')!['Amount (£)']).toBe('1.17');
  });

  it('neutralises formula payloads typed into descriptions, titles and names', () => {
    const payloads = [
      '=HYPERLINK("http://evil.example","click")',
      '+1',
      '-1+1',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ];
    const back = readBack(
      reportOf({
        meetings: [
          {
            start: '2026-11-02T08:00:00Z',
            minutes: 15,
            title: "=cmd|' /C calc'!A0",
            attendeeName: '@evil',
          },
        ],
        entries: payloads.map((description, i) => ({
          start: `2026-11-0${3 + i}T09:00:00Z`,
          minutes: 30,
          description,
        })),
      }),
    );
    const descriptions = back.lines.map((l) => l.Description!);
    expect(descriptions).toEqual([
      "'=cmd|' /C calc'!A0 — @evil",
      ...payloads.map((payload) => `'${payload}`),
    ]);
    // No field of the file starts as a formula would, whatever column it is in.
    const fields = [...back.lines, ...back.totals].flatMap((record) => Object.values(record));
    expect(fields.filter((value) => /^[=+\-@\t\r]/.test(value))).toEqual([]);
    expect(back.raw).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('keeps £ and accented names readable as UTF-8', () => {
    const back = readBack(
      reportOf({
        entries: [{ start: '2026-11-02T09:00:00Z', minutes: 60, description: 'Café, Łódź 東京' }],
      }),
    );
    expect(back.header).toContain('Amount (£)');
    expect(back.lines[0]!.Description).toBe('Café, Łódź 東京');
  });

  it('writes the header and zero totals for an empty period', () => {
    const back = readBack(reportOf());
    expect(back.lines).toEqual([]);
    expect(back.totals.map((t) => [t.Type, t['Duration (minutes)'], t['Amount (£)']])).toEqual([
      ['Total meetings time', '0', ''],
      ['Total entries time', '0', ''],
      ['Total time', '0', ''],
      ['Billable time', '0', ''],
      ['Billable amount', '', '0.00'],
    ]);
  });

  it('names the file after the booking page and the period, in plain ASCII', () => {
    const file = renderTimesheetCsv(reportOf({ bookingPageName: 'Acme Advisory' }));
    expect(file.fileName).toBe('timesheet-acme-advisory-2026-11-01-to-2026-11-30.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(exportFileName(reportOf({ bookingPageName: 'Łódź — Straße & Co.' }), 'pdf')).toBe(
      'timesheet-lodz-strasse-co-2026-11-01-to-2026-11-30.pdf',
    );
    expect(exportFileName(reportOf({ bookingPageName: '東京 📅' }), 'csv')).toBe(
      'timesheet-calendar-2026-11-01-to-2026-11-30.csv',
    );
    const long = exportFileName(reportOf({ bookingPageName: `"${'a'.repeat(300)}"\r\n` }), 'csv');
    expect(long).toMatch(/^[a-z0-9.-]+$/);
    expect(long.length).toBeLessThanOrEqual(100);
  });
});

describe('the timesheet CSV of a page billing in euros', () => {
  it('names the currency in its money headers, keeping the columns and the plain amounts', () => {
    const gbp = readBack(reportOf());
    const back = readBack(
      reportOf({
        currency: 'EUR',
        entries: [
          { start: '2026-11-02T09:00:00Z', minutes: 91, description: 'Audit', ratePence: 12_345 },
        ],
      }),
    );
    expect(back.header).toEqual(
      gbp.header.map((h) =>
        h.replace('Hourly rate (£)', 'Hourly rate (€)').replace('Amount (£)', 'Amount (€)'),
      ),
    );
    expect(back.raw).not.toContain('£');
    expect(back.lines[0]!['Hourly rate (€)']).toBe('123.45');
    expect(back.lines[0]!['Amount (€)']).toBe('187.23');
    expect(totalNamed(back, 'Billable amount')!['Amount (€)']).toBe('187.23');
  });

  it('names a currency without a sign of its own by its code', () => {
    expect(readBack(reportOf({ currency: 'CHF' })).header).toContain('Amount (CHF)');
  });
});
