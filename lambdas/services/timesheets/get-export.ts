import { exportMessages, type TTimesheetExport } from '@contracts/timesheets/export';
import { notFound } from '../../errors';
import type { FileStore } from '../../ports/file-store';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { exportKey, type ExportItem } from './export-item';
import { exportView } from './export-view';

/** One of the caller's exports: its state, and a fresh download link once it is ready. */
export async function getExport(
  deps: { table: Pick<Table, 'get'>; documents: Pick<FileStore, 'presignGet'> },
  input: { bookingPageId: string; exportId: string; sub: string },
): Promise<TTimesheetExport> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const item = await deps.table.get<ExportItem>(exportKey(bookingPage.id, input.exportId), {
    consistent: true,
  });
  if (!item || item.userId !== input.sub) throw notFound(exportMessages.notFound);
  return exportView(deps.documents, item);
}
