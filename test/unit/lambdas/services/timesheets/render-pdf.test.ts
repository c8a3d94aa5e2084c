import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPounds } from '@domain/timesheets/money';
import { FALLBACK_GLYPH } from '../../../../../lambdas/services/pdf/fonts/text-fonts';
import { renderTimesheetPdf } from '../../../../../lambdas/services/timesheets/render-pdf';
import type { TimesheetReport } from '../../../../../lambdas/services/timesheets/timesheet-report';
import { reportOf, sampleReport } from './report-fixture';

/**
 * The PDF is read back as a reader sees it, with poppler's `pdftotext` (Debian's poppler-utils,
 * which `.ci/run` installs), so the tests check the text a user gets, not pdf-lib's own view.
 */

const run = promisify(execFile);
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'timesheet-pdf-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

async function rendered(report: TimesheetReport): Promise<string> {
  const file = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(file, (await renderTimesheetPdf(report)).bytes);
  return file;
}

/** The text of the whole file or of one page, laid out as on the page. */
async function textOf(file: string, page?: number): Promise<string> {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return (await run('pdftotext', ['-layout', ...pages, file, '-'])).stdout;
}

/**
 * The text in reading order, as Unicode, without the direction marks `pdftotext` wraps
 * right-to-left text in.
 */
async function unicodeTextOf(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u202a-\u202e]/g, '');
}

async function infoOf(file: string): Promise<Record<string, string>> {
  const { stdout } = await run('pdfinfo', ['-isodates', file]);
  return Object.fromEntries(
    stdout.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
  );
}

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

/** Every word of page 1 with its box, as `pdftotext -bbox` reports it. */
async function wordsOf(file: string): Promise<Word[]> {
  const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
  const word =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g;
  return [...stdout.matchAll(word)].map((m) => ({
    text: m[4]!,
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
  }));
}

/** A4 in points, as `pdftotext -bbox` measures from the top. */
const PAGE_HEIGHT = 841.89;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Cells side by side on one printed line, in this order. */
const row = (...cells: string[]) => new RegExp(cells.map(escape).join('\\s+'));

/** Text in each script a user may type, as `pdftotext` must read it back. */
const SCRIPTS = {
  polish: 'Zażółć gęślą jaźń',
  greek: 'Ελένη Παπαδοπούλου',
  cyrillic: 'Юлия Смирнова',
  arabic: 'محمد عبد الله',
  hebrew: 'דוד כהן',
  devanagari: 'देवनागरी',
  chinese: '王小明的项目会议',
  japanese: '山田太郎 やまだ',
  korean: '김민준 회의',
};

const ENTRY_HEADER = row(
  'Date',
  'Time',
  'Description',
  'Status',
  'Duration',
  'Rate / hour',
  'Amount',
);

// Each document embeds a font for every script and for emoji (about 0.1 s each alone, several
// times that on a loaded machine): the default 5 s allowance is not what these tests are about.
describe('the timesheet PDF', { timeout: 30_000 }, () => {
  it('shows the period, meetings and entries on the owner’s clock, and exact totals', async () => {
    const report = reportOf({
      owner: 'ada@example.com',
      bookingPageName: 'Acme advisory',
      timeZone: 'America/New_York',
      meetings: [
        { start: '2026-11-02T14:00:00Z', minutes: 45, title: 'Kick-off', attendeeName: 'Grace' },
      ],
      entries: [
        {
          start: '2026-11-03T14:00:00Z',
          minutes: 7,
          description: 'Vendor risk call',
          ratePence: 1_000,
        },
        {
          start: '2026-11-04T14:00:00Z',
          minutes: 91,
          description: 'Policy review',
          status: 'approved',
          ratePence: 12_345,
        },
        {
          start: '2026-11-05T04:30:00Z',
          minutes: 60,
          description: 'Late incident call',
          status: 'submitted',
          billable: false,
        },
        {
          start: '2026-11-06T14:00:00Z',
          minutes: 30,
          description: 'Board pack',
          ratePence: null,
        },
      ],
    });
    const text = await textOf(await rendered(report));

    expect(text).toContain('Timesheet');
    expect(text).toMatch(row('Owner', 'ada@example.com'));
    expect(text).toMatch(row('Booking page', 'Acme advisory'));
    expect(text).toMatch(row('Period', '2026-11-01 to 2026-11-30'));
    expect(text).toMatch(row('Time zone', 'America/New_York'));
    // Generated at 09:30 UTC, which is 04:30 in New York.
    expect(text).toMatch(row('Generated', '2026-12-01 04:30'));

    // 14:00 UTC is 09:00 in New York in November.
    expect(text).toMatch(row('2026-11-02', '09:00–09:45', 'Kick-off — Grace', '0h 45m'));
    expect(text).toMatch(ENTRY_HEADER);
    // 7 min at £10.00 = £1.17; 91 min at £123.45 = £187.2325 → £187.23.
    expect(text).toMatch(
      row('2026-11-03', '09:00–09:07', 'Vendor risk call', 'Draft', '0h 07m', '£10.00', '£1.17'),
    );
    expect(text).toMatch(
      row('2026-11-04', '09:00–10:31', 'Policy review', 'Approved', '1h 31m', '£123.45', '£187.23'),
    );
    // 04:30 UTC is still the evening before in New York, and the entry ends past midnight.
    expect(text).toMatch(
      row(
        '2026-11-04',
        '23:30–00:30',
        'Late incident call',
        'Submitted',
        '1h 00m',
        '—',
        'Not billable',
      ),
    );
    expect(text).toContain('(next day)');
    expect(text).toMatch(row('Board pack', 'Draft', '0h 30m', '—', 'No rate'));

    expect(text).toMatch(row('Meetings time', '0h 45m'));
    expect(text).toMatch(row('Time entries time', '3h 08m'));
    expect(text).toMatch(row('Total time', '3h 53m'));
    expect(text).toMatch(row('Billable time', '2h 08m'));
    expect(text).toMatch(row('Billable amount', formatPounds(18_840)));
    expect(report.totals.billableAmountPence).toBe(18_840);
    expect(text).toContain('Page 1 of 1');
  });

  it('runs a long period over numbered pages, each with the table header', async () => {
    const report = sampleReport({ entries: 200, meetings: 0 });
    const file = await rendered(report);
    const pages = Number((await infoOf(file)).Pages);
    expect(pages).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      const text = await textOf(file, n);
      expect(text, `page ${n}`).toMatch(ENTRY_HEADER);
      expect(text, `page ${n}`).toContain(`Page ${n} of ${pages}`);
      if (n > 1) expect(text, `page ${n}`).toContain('Time entries (200) (continued)');
      expect(text.includes('Billable amount'), `totals on page ${n}`).toBe(n === pages);
      seen.push(...[...text.matchAll(/#(\d{4}) /g)].map((m) => m[1]!));
    }
    // Every entry once, in order: none lost or repeated where a page breaks.
    expect(seen).toEqual(report.entries.map((_, i) => String(i + 1).padStart(4, '0')));
    const last = await textOf(file, pages);
    expect(last).toMatch(row('Billable amount', formatPounds(report.totals.billableAmountPence)));
  });

  it('wraps a long description inside its column, cutting a word too long for it', async () => {
    const long = `zq${'x'.repeat(150)}`;
    const words = Array.from({ length: 30 }, (_, i) => `zqword${i}`);
    const file = await rendered(
      reportOf({
        entries: [
          { start: '2026-11-02T09:00:00Z', minutes: 60, description: `${words.join(' ')} ${long}` },
        ],
      }),
    );
    const boxes = await wordsOf(file);
    const header = (name: string) => boxes.find((w) => w.text === name)!;
    const column = { from: header('Description').xMin, to: header('Status').xMin };
    const description = boxes.filter((w) => /^(zq|x+$)/.test(w.text));
    expect(description.map((w) => w.text).join('')).toBe(`${words.join('')}${long}`);
    for (const word of description) {
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(column.from - 0.5);
      expect(word.xMax, word.text).toBeLessThan(column.to);
    }
    expect(new Set(description.map((w) => w.yMin)).size).toBeGreaterThan(3);
  });

  it('makes the same bytes from the same report, dated by it rather than the clock', async () => {
    const report = sampleReport({ entries: 30, meetings: 5 });
    const first = await renderTimesheetPdf(report);
    const second = await renderTimesheetPdf(report);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);

    const info = await infoOf(await rendered(report));
    expect(info.CreationDate).toMatch(/^2026-12-01T09:30:00(Z|\+00)/);
    expect(info.ModDate).toBe(info.CreationDate);
    expect(info.Producer).toBe('vCISO Hub timesheet export');
    expect(info.Creator).toBe('vCISO Hub');
    expect(first.fileName).toBe('timesheet-acme-advisory-2026-11-01-to-2026-11-30.pdf');
    expect(first.contentType).toBe('application/pdf');

    const later = await renderTimesheetPdf({
      ...report,
      generatedAt: new Date('2027-01-04T12:00Z'),
    });
    expect(Buffer.from(later.bytes).equals(Buffer.from(first.bytes))).toBe(false);
  });

  it('prints every script as typed, in a small file with the same totals', async () => {
    const report = reportOf({
      bookingPageName: 'Biuro Łódź',
      meetings: [
        {
          start: '2026-11-02T08:00:00Z',
          minutes: 30,
          title: SCRIPTS.greek,
          attendeeName: SCRIPTS.cyrillic,
        },
      ],
      entries: Object.values(SCRIPTS).map((description, i) => ({
        start: `2026-11-${String(3 + i).padStart(2, '0')}T09:00:00Z`,
        minutes: 30 + i,
        description,
        ratePence: 10_000,
      })),
    });
    const file = await rendered(report);
    const text = await unicodeTextOf(file);
    for (const [script, written] of Object.entries(SCRIPTS)) {
      expect(text, script).toContain(written);
    }
    expect(text).toContain(`${SCRIPTS.greek} — ${SCRIPTS.cyrillic}`);
    expect(text).toContain('Biuro Łódź');
    expect(text).not.toContain('?');
    expect(text).not.toContain(FALLBACK_GLYPH);

    // 30 to 38 minutes at £100.00 an hour: £510.00 in all.
    const layout = await textOf(file);
    expect(layout).toMatch(row('Meetings time', '0h 30m'));
    expect(layout).toMatch(row('Time entries time', '5h 06m'));
    expect(layout).toMatch(row('Total time', '5h 36m'));
    expect(layout).toMatch(row('Billable amount', formatPounds(51_000)));
    expect(report.totals.billableAmountPence).toBe(51_000);

    // Subsets: the page stays small though the Chinese and Korean fonts are megabytes.
    const { bytes } = await renderTimesheetPdf(report);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('draws emoji as typed, a character no font has as the fallback glyph, and nothing for invisible ones', async () => {
    const file = await rendered(
      reportOf({
        bookingPageName: 'Łódź 📅',
        meetings: [
          { start: '2026-11-02T08:00:00Z', minutes: 30, title: '项目会议', attendeeName: 'Zoë' },
        ],
        entries: [
          {
            start: '2026-11-02T09:00:00Z',
            minutes: 60,
            description: 'Zażółć gęślą jaźń 🚀 Café\u200b€\u00ad ሰላም',
          },
        ],
      }),
    );
    const text = await textOf(file);
    expect(text).toMatch(row('Booking page', 'Łódź 📅'));
    expect(text).toContain('项目会议 — Zoë');
    // Ethiopic is in none of the fonts: each letter is drawn as the fallback glyph, which
    // readers are told stands for the letter.
    expect(text).toContain('Zażółć gęślą jaźń 🚀 Café€ ሰላም');
    expect(text).not.toContain(FALLBACK_GLYPH);
    expect(text).not.toContain('?');
  });

  it('cuts a footer too long for its line with “…”, clear of the page number', async () => {
    const file = await rendered(reportOf({ bookingPageName: 'Żółta łódź podwodna '.repeat(12) }));
    const footer = (await wordsOf(file)).filter((w) => w.yMin > PAGE_HEIGHT - 40);
    const cut = footer.findIndex((w) => w.text.endsWith('…'));
    const page = footer.find((w) => w.text === 'Page')!;
    expect(cut).toBeGreaterThan(0);
    expect(footer[cut]!.xMax).toBeLessThan(page.xMin);
    expect(footer.slice(cut + 1).map((w) => w.text)).toEqual(['Page', '1', 'of', '1']);
  });

  it('says so when the period has no meetings or entries, with zero totals', async () => {
    const text = await textOf(await rendered(reportOf()));
    expect(text).toContain('No meetings in this period');
    expect(text).toContain('No time entries in this period');
    expect(text).not.toMatch(ENTRY_HEADER);
    expect(text).toMatch(row('Total time', '0h 00m'));
    expect(text).toMatch(row('Billable amount', '£0.00'));
    expect(text).toContain('Page 1 of 1');
  });
});

describe('the timesheet PDF of a page billing in euros', { timeout: 30_000 }, () => {
  it('draws every amount with the euro sign, read back as such', async () => {
    const report = reportOf({
      currency: 'EUR',
      entries: [
        {
          start: '2026-11-03T14:00:00Z',
          minutes: 7,
          description: 'Vendor risk call',
          ratePence: 1_000,
        },
        {
          start: '2026-11-04T14:00:00Z',
          minutes: 91,
          description: 'Policy review',
          ratePence: 123_456,
        },
      ],
    });
    const file = await rendered(report);
    const text = await unicodeTextOf(file);
    expect(text).toContain('€10.00');
    expect(text).toContain('€1.17');
    expect(text).toContain('€1,234.56');
    // 91 min at €1,234.56 = €1,872.4160 → €1,872.42; plus €1.17.
    expect(text).toContain('€1,873.59');
    expect(text).not.toContain('£');
    expect(text).not.toContain(FALLBACK_GLYPH);
    expect(await textOf(file)).toMatch(row('Billable amount', '€1,873.59'));
  });
});
