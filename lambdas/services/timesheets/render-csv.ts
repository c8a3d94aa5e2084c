import { ENTRY_STATUS_LABELS } from '@contracts/timesheets/entry';
import { EXPORT_CONTENT_TYPES, type TExportFileType } from '@contracts/timesheets/export';
import { addDays, localDateTimeOf } from '@domain/time/zoned';
import { toCsv, type CsvCell, type CsvColumn, type CsvRow } from '@domain/timesheets/csv';
import {
  currencySign,
  formatDecimalHours,
  formatPoundsPlain,
  type Currency,
} from '@domain/timesheets/money';
import type { RenderedFile, ReportMeeting, TimesheetReport } from './timesheet-report';

/**
 * The CSV export, and the few things the PDF export shows the same way (file name, times on the
 * owner's clock, a meeting's description, letters folded to plain Latin). One header record,
 * then one record per meeting and entry in time order, then a blank record and the totals.
 * Every amount is written with the digits `formatPoundsPlain` gives for the report's lines and
 * totals, so the Amount cells of the lines add up to the billable amount to the penny.
 */

/** Letters that have no Unicode decomposition but a plain Latin spelling. */
const LATIN_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
};
const SPELLED = new RegExp(`[${Object.keys(LATIN_SPELLINGS).join('')}]`, 'g');

/**
 * `text` with accents dropped and the letters above spelled in plain Latin (`Łódź` → `Lodz`), so
 * a name still reads where only ASCII (a file name) or Latin-1 (a standard PDF font) can go.
 * Scripts with no Latin spelling, such as Chinese, are left as they are for the caller to handle.
 */
export function foldToLatin(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(SPELLED, (letter) => LATIN_SPELLINGS[letter] ?? letter);
}

/** The most a file name's page part takes, so a long page name still leaves a usable name. */
const MAX_SLUG = 60;

function slugOf(text: string): string {
  const slug = foldToLatin(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug || 'calendar';
}

/**
 * The exported file's name, e.g. `timesheet-acme-advisory-2026-11-02-to-2026-11-08.pdf`: lower-case
 * ASCII letters, digits, `-` and `.` only, so it goes into a Content-Disposition header, a mail
 * attachment or a library unquoted and unchanged.
 */
export function exportFileName(report: TimesheetReport, fileType: TExportFileType): string {
  const day = (date: string) => date.replace(/[^0-9-]/g, '');
  const period = `${day(report.startDate)}-to-${day(report.endDate)}`;
  return `timesheet-${slugOf(report.bookingPageName)}-${period}.${fileType}`;
}

/** A meeting or entry's times on the owner's clock. */
export interface ShownTimes {
  /** The start's date, `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`. */
  start: string;
  end: string;
  /** Set only when the end falls on a later date than the start (work past midnight). */
  endDate?: string;
}

export function shownTimes(start: Date, end: Date, timeZone: string): ShownTimes {
  const from = localDateTimeOf(start, timeZone);
  const to = localDateTimeOf(end, timeZone);
  return {
    date: from.date,
    start: from.time,
    end: to.time,
    ...(to.date === from.date ? {} : { endDate: to.date }),
  };
}

/** How a day-crossing end is noted beside the times: `(next day)`, or the date further on. */
export function endDayNote(times: ShownTimes): string {
  if (times.endDate === undefined) return '';
  return times.endDate === addDays(times.date, 1) ? '(next day)' : `(ends ${times.endDate})`;
}

/** A meeting as one line of text: its title and who booked it. */
export function meetingDescription(meeting: ReportMeeting): string {
  return meeting.attendeeName ? `${meeting.title} — ${meeting.attendeeName}` : meeting.title;
}

/** One CSV record below the header: a meeting, an entry or a total, each filling what it has. */
interface CsvLine {
  label: string;
  times?: ShownTimes;
  description?: string;
  status?: string;
  minutes?: number;
  billable?: boolean;
  ratePence?: number | null;
  amountPence?: number | null;
}

const textCell = (value: string | undefined): CsvCell =>
  value === undefined ? null : { text: value };

/**
 * A decimal the money helpers wrote (`1.50`, `1234.56`) as a number cell: a spreadsheet adds it
 * up, and `toFixed(2)` of the number writes back the very same digits.
 */
const decimalCell = (digits: string): CsvCell => ({ number: Number(digits), decimals: 2 });

const poundsCell = (pence: number | null | undefined): CsvCell =>
  pence === null || pence === undefined ? null : decimalCell(formatPoundsPlain(pence));

/** The columns; the money columns name the page's currency (`Amount (€)`). */
const columnsFor = (currency: Currency): readonly CsvColumn<CsvLine>[] => [
  { header: 'Type', cell: (l) => textCell(l.label) },
  { header: 'Date', cell: (l) => textCell(l.times?.date) },
  { header: 'Start', cell: (l) => textCell(l.times?.start) },
  {
    header: 'End',
    // A spreadsheet reads both `HH:mm` and `YYYY-MM-DD HH:mm` as times.
    cell: (l) =>
      textCell(l.times && (l.times.endDate ? `${l.times.endDate} ${l.times.end}` : l.times.end)),
  },
  { header: 'Description', cell: (l) => textCell(l.description) },
  { header: 'Status', cell: (l) => textCell(l.status) },
  {
    header: 'Duration (minutes)',
    cell: (l) => (l.minutes === undefined ? null : { number: l.minutes }),
  },
  {
    header: 'Hours',
    cell: (l) => (l.minutes === undefined ? null : decimalCell(formatDecimalHours(l.minutes))),
  },
  {
    header: 'Billable',
    cell: (l) => (l.billable === undefined ? null : { text: l.billable ? 'Yes' : 'No' }),
  },
  { header: `Hourly rate (${currencySign(currency)})`, cell: (l) => poundsCell(l.ratePence) },
  { header: `Amount (${currencySign(currency)})`, cell: (l) => poundsCell(l.amountPence) },
];

/**
 * Meetings and entries as records, oldest first; a meeting and an entry that start together are
 * listed meeting first.
 */
function timeOrderedLines(report: TimesheetReport): CsvLine[] {
  const zone = report.timeZone;
  const meetings = report.meetings.map((m) => ({
    at: m.start.getTime(),
    line: {
      label: 'Meeting',
      times: shownTimes(m.start, m.end, zone),
      description: meetingDescription(m),
      minutes: m.durationMinutes,
      // A meeting is billable when its page bills meetings at its rate.
      billable: m.billable,
      ratePence: m.ratePence,
      amountPence: m.amountPence,
    },
  }));
  const entries = report.entries.map((e) => ({
    at: e.start.getTime(),
    line: {
      label: 'Entry',
      times: shownTimes(e.start, e.end, zone),
      description: e.description,
      status: ENTRY_STATUS_LABELS[e.status],
      minutes: e.durationMinutes,
      billable: e.billable,
      ratePence: e.ratePence,
      amountPence: e.amountPence,
    },
  }));
  // Array sort is stable, so equal starts keep the order they are listed in.
  return [...meetings, ...entries].sort((a, b) => a.at - b.at).map((x) => x.line);
}

function totalLines(report: TimesheetReport): CsvLine[] {
  const t = report.totals;
  return [
    { label: 'Total meetings time', minutes: t.meetingMinutes },
    { label: 'Total entries time', minutes: t.entryMinutes },
    { label: 'Total time', minutes: t.totalMinutes },
    { label: 'Billable time', minutes: t.billableMinutes },
    { label: 'Billable amount', amountPence: t.billableAmountPence },
  ];
}

export function renderTimesheetCsv(report: TimesheetReport): RenderedFile {
  const columns = columnsFor(report.currency);
  const rowOf = (line: CsvLine): CsvRow => columns.map((column) => column.cell(line));
  const rows: CsvRow[] = [
    columns.map((column) => ({ text: column.header })),
    ...timeOrderedLines(report).map(rowOf),
    // Every record has every field, the blank one included, as RFC 4180 asks.
    columns.map(() => null),
    ...totalLines(report).map(rowOf),
  ];
  return {
    fileType: 'csv',
    fileName: exportFileName(report, 'csv'),
    contentType: EXPORT_CONTENT_TYPES.csv,
    bytes: new TextEncoder().encode(toCsv(rows, { bom: true })),
  };
}
