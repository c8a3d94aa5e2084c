import { ENTRY_STATUS_LABELS } from '@contracts/timesheets/entry';
import { EXPORT_CONTENT_TYPES } from '@contracts/timesheets/export';
import { localDateTimeOf } from '@domain/time/zoned';
import { formatDuration, formatMoney } from '@domain/timesheets/money';
import { drawTable, renderSheetReport, type Table } from './pdf-sheet';
import { endDayNote, exportFileName, meetingDescription, shownTimes } from './render-csv';
import type { RenderedFile, TimesheetReport } from './timesheet-report';
import { formatCount } from '@contracts/format-count';

/**
 * The PDF export: an A4 timesheet with the period's details, a table of meetings, a table of
 * time entries and the totals. Tables run over as many pages as they need, their header
 * repeated on each; every page is numbered "Page n of m". Amounts are the report's own, in its
 * currency, as `formatMoney` writes them. The same report always gives the same bytes: the file's dates come
 * from the report, never from the clock, so a retried export stores and mails an identical file.
 */

const PRODUCER = 'vCISO Hub timesheet export';

/** The period's details, under the title at the top of the first page. */
function details(report: TimesheetReport): Array<[string, string]> {
  const generated = localDateTimeOf(report.generatedAt, report.timeZone);
  return [
    ['Owner', report.owner],
    ['Booking page', report.bookingPageName],
    ['Period', `${report.startDate} to ${report.endDate}`],
    ['Time zone', `${report.timeZone} (every date and time here is on this clock)`],
    ['Generated', `${generated.date} ${generated.time}`],
  ];
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
      { header: 'Rate / hour', width: 60, align: 'right' },
      { header: 'Amount', width: 64, align: 'right' },
    ],
    rows: report.meetings.map((m) => [
      ...timeCells(m.start, m.end, report.timeZone),
      meetingDescription(m),
      formatDuration(m.durationMinutes),
      m.ratePence === null ? '—' : formatMoney(m.ratePence, report.currency),
      m.amountPence === null ? 'Not billed' : formatMoney(m.amountPence, report.currency),
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
      e.ratePence === null ? '—' : formatMoney(e.ratePence, report.currency),
      e.amountPence !== null
        ? formatMoney(e.amountPence, report.currency)
        : e.billable
          ? 'No rate'
          : 'Not billable',
    ]),
    empty: 'No time entries in this period',
  };
}

/** The totals under the tables, the billable amount last. */
function totals(report: TimesheetReport): Array<[string, string]> {
  const t = report.totals;
  return [
    ['Meetings time', formatDuration(t.meetingMinutes)],
    ['Time entries time', formatDuration(t.entryMinutes)],
    ['Total time', formatDuration(t.totalMinutes)],
    ['Billable time', formatDuration(t.billableMinutes)],
    ['Billable amount', formatMoney(t.billableAmountPence, report.currency)],
  ];
}

export async function renderTimesheetPdf(report: TimesheetReport): Promise<RenderedFile> {
  const bytes = await renderSheetReport({
    metadata: {
      title: `${report.title}: ${report.bookingPageName}, ${report.startDate} to ${report.endDate}`,
      author: report.owner,
      producer: PRODUCER,
      at: report.generatedAt,
    },
    heading: report.title,
    details: details(report),
    body: (sheet) => {
      drawTable(sheet, meetingsTable(report));
      sheet.y -= 14;
      drawTable(sheet, entriesTable(report));
    },
    totals: totals(report),
    footer: `${report.title} · ${report.bookingPageName} · ${report.startDate} to ${report.endDate}`,
  });
  return {
    fileType: 'pdf',
    fileName: exportFileName(report, 'pdf'),
    contentType: EXPORT_CONTENT_TYPES.pdf,
    bytes,
  };
}
