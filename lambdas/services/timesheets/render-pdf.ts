import { ENTRY_STATUS_LABELS } from '@contracts/timesheets/entry';
import { EXPORT_CONTENT_TYPES } from '@contracts/timesheets/export';
import { localDateTimeOf } from '@domain/time/zoned';
import { formatDuration, formatPounds } from '@domain/timesheets/money';
import { PDFDocument } from 'pdf-lib';
import { wrapText } from '../pdf/text-layout';
import {
  ACCENT,
  CELL_PAD,
  CONTENT_WIDTH,
  drawHeading,
  drawRuns,
  drawTable,
  embedSheetFonts,
  HEADING_HEIGHT,
  makeRoom,
  MARGIN,
  measureWith,
  MUTED,
  PAGE,
  pdfText,
  RULE,
  rule,
  SHADE,
  startSheet,
  truncated,
  widthOf,
  type Run,
  type Sheet,
  type Table,
} from './pdf-sheet';
import { endDayNote, exportFileName, meetingDescription, shownTimes } from './render-csv';
import type { RenderedFile, TimesheetReport } from './timesheet-report';
import { formatCount } from '@contracts/format-count';

/**
 * The PDF export: an A4 timesheet with the period's details, a table of meetings, a table of
 * time entries and the totals. Tables run over as many pages as they need, their header
 * repeated on each; every page is numbered "Page n of m". Amounts are the report's own, as
 * `formatPounds` writes them. The same report always gives the same bytes: the file's dates come
 * from the report, never from the clock, so a retried export stores and mails an identical file.
 */

const FOOTER_Y = 28;
const SIZE = { title: 20, meta: 9.5, total: 9.5, footer: 7.5 };
const META_LINE = SIZE.meta * 1.35;

/** Fixed, so the file records no library version and the bytes never change under a retry. */
const CREATOR = 'vCISO Hub';
const PRODUCER = 'vCISO Hub timesheet export';

/** The title and the period's details, at the top of the first page. */
function drawMasthead(sheet: Sheet, report: TimesheetReport): void {
  const { regular, bold } = sheet.fonts;
  sheet.y -= SIZE.title;
  const title = pdfText(report.title);
  const runs: Run[] = [{ text: title, x: MARGIN, y: sheet.y, size: SIZE.title, chain: bold }];
  sheet.y -= 14;
  const generated = localDateTimeOf(report.generatedAt, report.timeZone);
  const details: Array<[string, string]> = [
    ['Owner', report.owner],
    ['Booking page', report.calendarName],
    ['Period', `${report.startDate} to ${report.endDate}`],
    ['Time zone', `${report.timeZone} (every date and time here is on this clock)`],
    ['Generated', `${generated.date} ${generated.time}`],
  ];
  const labelWidth = 80;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  const measure = measureWith(regular);
  for (const [label, value] of details) {
    const lines = wrapText(pdfText(value), valueWidth, SIZE.meta, measure);
    sheet.y -= META_LINE;
    runs.push({ text: label, x: MARGIN, y: sheet.y, size: SIZE.meta, chain: bold, color: MUTED });
    lines.forEach((text, i) => {
      if (i > 0) sheet.y -= META_LINE;
      runs.push({ text, x: MARGIN + labelWidth, y: sheet.y, size: SIZE.meta, chain: regular });
    });
  }
  drawRuns(sheet.page, runs);
  sheet.y -= 10;
  rule(sheet.page, sheet.y, MARGIN, PAGE.width - MARGIN, 1.2, ACCENT);
  sheet.y -= 8;
}

/** The date, and `09:00–10:30` with a note when the end falls on a later day. */
function timeCells(start: Date, end: Date, timeZone: string): [string, string] {
  const shown = shownTimes(start, end, timeZone);
  const note = endDayNote(shown);
  return [shown.date, `${shown.start}–${shown.end}${note ? ` ${note}` : ''}`];
}

function meetingsTable(report: TimesheetReport): Table {
  return {
    title: `Meetings (${formatCount(report.meetings.length)})`,
    columns: [
      { header: 'Date', width: 56 },
      { header: 'Time', width: 62 },
      { header: 'Meeting' },
      { header: 'Duration', width: 52, align: 'right' },
    ],
    rows: report.meetings.map((m) => [
      ...timeCells(m.start, m.end, report.timeZone),
      meetingDescription(m),
      formatDuration(m.durationMinutes),
    ]),
    empty: 'No meetings in this period',
  };
}

function entriesTable(report: TimesheetReport): Table {
  return {
    title: `Time entries (${formatCount(report.entries.length)})`,
    columns: [
      { header: 'Date', width: 56 },
      { header: 'Time', width: 62 },
      { header: 'Description' },
      { header: 'Status', width: 52 },
      { header: 'Duration', width: 48, align: 'right' },
      { header: 'Rate / hour', width: 60, align: 'right' },
      { header: 'Amount', width: 64, align: 'right' },
    ],
    rows: report.entries.map((e) => [
      ...timeCells(e.start, e.end, report.timeZone),
      e.description,
      ENTRY_STATUS_LABELS[e.status],
      formatDuration(e.durationMinutes),
      e.ratePence === null ? '—' : formatPounds(e.ratePence),
      e.amountPence !== null
        ? formatPounds(e.amountPence)
        : e.billable
          ? 'No rate'
          : 'Not billable',
    ]),
    empty: 'No time entries in this period',
  };
}

/** The totals, right-aligned under the tables and kept together on one page. */
function drawTotals(sheet: Sheet, report: TimesheetReport): void {
  const { regular, bold } = sheet.fonts;
  const t = report.totals;
  const rows: Array<[string, string]> = [
    ['Meetings time', formatDuration(t.meetingMinutes)],
    ['Time entries time', formatDuration(t.entryMinutes)],
    ['Total time', formatDuration(t.totalMinutes)],
    ['Billable time', formatDuration(t.billableMinutes)],
    ['Billable amount', formatPounds(t.billableAmountPence)],
  ];
  const height = SIZE.total * 1.6;
  const width = 260;
  const left = PAGE.width - MARGIN - width;
  const gap = 18;
  makeRoom(sheet, gap + HEADING_HEIGHT + rows.length * height);
  sheet.y -= gap;
  drawHeading(sheet, 'Totals', left);
  rows.forEach(([label, value], i) => {
    // The billable amount, last, stands out: bold on a shaded band.
    const last = i === rows.length - 1;
    const chain = last ? bold : regular;
    if (last)
      sheet.page.drawRectangle({ x: left, y: sheet.y - height, width, height, color: SHADE });
    const y = sheet.y - height + SIZE.total * 0.55;
    const valueX = left + width - CELL_PAD.x - widthOf(chain, value, SIZE.total);
    drawRuns(sheet.page, [
      { text: label, x: left + CELL_PAD.x, y, size: SIZE.total, chain },
      { text: value, x: valueX, y, size: SIZE.total, chain },
    ]);
    sheet.y -= height;
    rule(sheet.page, sheet.y, left, left + width, last ? 1 : 0.4, last ? ACCENT : RULE);
  });
}

/** The footer of every page: what the file is, and "Page n of m". */
function drawFooters(sheet: Sheet, report: TimesheetReport): void {
  const chain = sheet.fonts.regular;
  const what = pdfText(
    `${report.title} · ${report.calendarName} · ${report.startDate} to ${report.endDate}`,
  );
  sheet.pages.forEach((page, index) => {
    const number = `Page ${index + 1} of ${sheet.pages.length}`;
    const numberWidth = widthOf(chain, number, SIZE.footer);
    const text = truncated(chain, what, SIZE.footer, CONTENT_WIDTH - numberWidth - 20);
    const style = { y: FOOTER_Y, size: SIZE.footer, chain, color: MUTED };
    drawRuns(page, [
      { text, x: MARGIN, ...style },
      { text: number, x: PAGE.width - MARGIN - numberWidth, ...style },
    ]);
  });
}

export async function renderTimesheetPdf(report: TimesheetReport): Promise<RenderedFile> {
  // Without updateMetadata pdf-lib writes no dates of its own, which would read the clock.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedSheetFonts(pdf);
  pdf.setTitle(`${report.title}: ${report.calendarName}, ${report.startDate} to ${report.endDate}`);
  pdf.setAuthor(report.owner);
  pdf.setCreator(CREATOR);
  pdf.setProducer(PRODUCER);
  pdf.setLanguage('en-GB');
  pdf.setCreationDate(report.generatedAt);
  pdf.setModificationDate(report.generatedAt);

  const sheet = startSheet(pdf, fonts);
  drawMasthead(sheet, report);
  drawTable(sheet, meetingsTable(report));
  sheet.y -= 14;
  drawTable(sheet, entriesTable(report));
  drawTotals(sheet, report);
  drawFooters(sheet, report);

  return {
    fileType: 'pdf',
    fileName: exportFileName(report, 'pdf'),
    contentType: EXPORT_CONTENT_TYPES.pdf,
    // In one go: pdf-lib otherwise pauses every 50 objects to let other work run, and an
    // export consumer has none.
    bytes: await pdf.save({ objectsPerTick: Number.POSITIVE_INFINITY }),
  };
}
