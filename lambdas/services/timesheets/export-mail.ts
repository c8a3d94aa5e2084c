import type { TExportFileType } from '@contracts/timesheets/export';
import { formatDateRange } from '@domain/time/human-dates';
import { formatDuration, formatMoney } from '@domain/timesheets/money';
import { mails } from '../../mail/mails';
import type { MailMessage } from '../../ports/mailer';
import type { RenderedFile, TimesheetReport } from './timesheet-report';

const FORMAT_NAMES: Record<TExportFileType, string> = { pdf: 'PDF', csv: 'CSV' };

/** What the export form tells the user once the file is made (spec §8: the export's message). */
export function exportMessageOf(input: {
  fileType: TExportFileType;
  emailedTo: string | undefined;
  saved: boolean;
}): string {
  const parts = [`Timesheet exported successfully as ${FORMAT_NAMES[input.fileType]}.`];
  if (input.emailedTo) parts.push(`Sent to ${input.emailedTo}.`);
  if (input.saved) parts.push('Saved to your library.');
  return parts.join(' ');
}

/** The e-mail that carries the exported file as its attachment. */
export function exportMailOf(input: {
  report: TimesheetReport;
  file: RenderedFile;
  to: string;
}): MailMessage {
  const { report, file } = input;
  return {
    to: input.to,
    ...mails.recipientTimesheetExported({
      pageName: report.bookingPageName,
      period: formatDateRange(report.startDate, report.endDate),
      timeZone: report.timeZone,
      exportedBy: report.owner,
      totalTime: formatDuration(report.totals.totalMinutes),
      billableAmount: formatMoney(report.totals.billableAmountPence, report.currency),
    }),
    attachments: [{ filename: file.fileName, contentType: file.contentType, content: file.bytes }],
  };
}
