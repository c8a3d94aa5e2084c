import { EXPORT_CONTENT_TYPES, type TTimesheetExportRequested } from '@contracts/timesheets/export';
import { customRange } from '@domain/timesheets/periods';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import {
  saveUnlessLibraryDeleted,
  type FileDeliveryDeps,
  type FileDeliveryOutcome,
} from '../documents/save-generated-document';
import { mailOnce } from '../mail/send-once';
import { billingOf } from './billing-item';
import { buildReport } from './build-report';
import { exportFileKey, exportKey, type ExportItem } from './export-item';
import { exportMailOf, exportMessageOf } from './export-mail';
import { periodRecords } from './period-records';
import { renderTimesheetCsv } from './render-csv';

export type ExportOutcome = FileDeliveryOutcome;

/**
 * The export consumer's work for one `TimesheetExportRequested` (docs/events.md): read the
 * period in the page's zone, render the PDF or CSV, store it under the export's own key, save it
 * to the library as a document and mail it when asked, then mark the export done with the
 * message the form shows. Each step is keyed by the export's id — the file's key, the document's
 * id, the mail's claim — so a redelivered event makes one file, one document and one mail. A
 * library deleted meanwhile fails the export with a message rather than retrying forever.
 */
export async function produceExport(
  deps: FileDeliveryDeps & {
    table: Pick<Table, 'queryAll'>;
    users: Pick<UserDirectory, 'getEmail'>;
  },
  input: { detail: TTimesheetExportRequested; log: Logger },
): Promise<ExportOutcome> {
  const { bookingPageId, exportId } = input.detail;
  const key = exportKey(bookingPageId, exportId);
  const item = await deps.table.get<ExportItem>(key, { consistent: true });
  // Gone with its booking page, or never recorded: nothing to make.
  if (!item) return 'gone';
  if (item.status !== 'pending') return 'already done';
  const bookingPage = await deps.table.get<BookingPageItem>(bookingPageKey(bookingPageId), {
    consistent: true,
  });
  if (!bookingPage || bookingPage.userId !== item.userId) return 'gone';

  const range = customRange(item.startDate, item.endDate, bookingPage.timeZone);
  const records = await periodRecords(deps.table, bookingPage, range);
  const owner = (await deps.users.getEmail(item.userId)) ?? 'Unknown owner';
  const report = buildReport({
    owner,
    bookingPageName: bookingPage.name,
    timeZone: bookingPage.timeZone,
    currency: billingOf(bookingPage).currency,
    startDate: item.startDate,
    endDate: item.endDate,
    generatedAt: new Date(item.requestedAt),
    ...records,
  });
  // pdf-lib (about 400 KiB to compile) is imported with the first PDF: a CSV never needs it.
  const file =
    item.fileType === 'pdf'
      ? await (await import('./render-pdf')).renderTimesheetPdf(report)
      : renderTimesheetCsv(report);
  const fileKey = exportFileKey(item.userId, item.id, item.fileType);
  await deps.documents.put({
    key: fileKey,
    body: file.bytes,
    contentType: EXPORT_CONTENT_TYPES[item.fileType],
  });

  let documentId: string | undefined;
  if (item.libraryId) {
    documentId = await saveUnlessLibraryDeleted(deps, {
      id: item.id,
      sub: item.userId,
      libraryId: item.libraryId,
      title: `Timesheet ${bookingPage.name} ${item.startDate} to ${item.endDate}`,
      fileName: file.fileName,
      fileType: item.fileType,
      bytes: file.bytes,
      at: new Date(item.requestedAt),
    });
    if (!documentId) {
      await finish(deps, item, {
        status: 'failed',
        message: 'The library was deleted before the export could be saved. Please choose another.',
      });
      return 'failed';
    }
  }

  if (item.emailAddress) {
    await mailOnce(
      { table: deps.table, clock: deps.clock, mailer: deps.mailer, log: input.log },
      { scope: 'timesheet-export', key: `${item.id}#mail` },
      exportMailOf({ report, file, to: item.emailAddress }),
    );
  }

  await finish(deps, item, {
    status: 'done',
    fileKey,
    fileName: file.fileName,
    ...(documentId ? { documentId } : {}),
    ...(item.emailAddress ? { emailedTo: item.emailAddress } : {}),
    message: exportMessageOf({
      fileType: item.fileType,
      emailedTo: item.emailAddress,
      saved: !!documentId,
    }),
  });
  return 'done';
}

async function finish(
  deps: { table: Pick<Table, 'updateExisting'>; clock: Clock },
  item: ExportItem,
  changes: Partial<ExportItem>,
): Promise<void> {
  await deps.table.updateExisting(
    exportKey(item.bookingPageId, item.id),
    { set: { ...changes, completedAt: deps.clock.now().toISOString() } },
    { notFound: 'Export not found' },
  );
}
