import { libraryMessages } from '@contracts/documents/library';
import {
  exportMessages,
  TIMESHEET_EXPORT_REQUESTED,
  type TRequestExportParsed,
  type TTimesheetExport,
  type TTimesheetExportRequested,
} from '@contracts/timesheets/export';
import { AppError, conflict, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { chargeDailyLimit } from '../daily-limit';
import { toOutboxItem } from '../outbox/outbox-item';
import { libraryKey } from '../documents/library-item';
import { exportKey, sameRequest, toExportItem, type ExportItem } from './export-item';
import { exportView } from './export-view';

/**
 * How long the request waits for the file, so a usual period's link comes back at once; well
 * within the function's 10 s timeout.
 */
export const EXPORT_WAIT_MS = 6_000;
const POLL_MS = 150;
/** The export's id is taken: a retried request (or a reused key), told apart below. */
const ASKED_BEFORE = new AppError('conflict', exportMessages.keyReused);

/**
 * Asks for a timesheet export (spec §7 export-timesheet): the calendar and the library must be
 * the caller's, then the export is recorded as pending with its `TimesheetExportRequested` in the
 * outbox of the same transaction; its consumer makes the file, mails it and saves it. The same idempotency
 * key asked again answers the first export (a double click makes one file and one mail).
 * An export that mails the file counts against the owner's daily limit in the same write: past
 * it, 429 and nothing is recorded or mailed.
 * The answer waits up to `waitMs` for the file; a longer period answers pending and the form
 * asks again (get-export.ts).
 */
export async function requestExport(
  deps: {
    table: Pick<Table, 'get' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    documents: Pick<FileStore, 'presignGet'>;
  },
  input: { bookingPageId: string; sub: string; request: TRequestExportParsed; waitMs?: number },
): Promise<TTimesheetExport> {
  const { request } = input;
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  if (request.libraryId) {
    const library = await deps.table.get(libraryKey(input.sub, request.libraryId), {
      consistent: true,
    });
    if (!library) throw notFound(libraryMessages.notFound);
  }
  const now = deps.clock.now();
  const item = toExportItem({
    id: request.idempotencyKey ?? deps.ids.newId(),
    bookingPageId: bookingPage.id,
    sub: input.sub,
    request,
    requestedAt: now.toISOString(),
  });
  if (!(await recordExport(deps.table, item, now))) {
    const stored = await deps.table.get<ExportItem>(exportKey(bookingPage.id, item.id), {
      consistent: true,
    });
    if (!stored || !sameRequest(stored, item)) throw conflict(exportMessages.keyReused);
  }
  const settled = await waitForExport(
    deps.table,
    exportKey(bookingPage.id, item.id),
    input.waitMs ?? EXPORT_WAIT_MS,
  );
  return exportView(deps.documents, settled ?? item);
}

/**
 * Records the export with its event in the outbox, and the mail counted when there is one; false
 * when its id was taken (the same request asked before, which is not counted again).
 */
async function recordExport(
  table: Pick<Table, 'get' | 'transaction'>,
  item: ExportItem,
  now: Date,
): Promise<boolean> {
  const stored = await table.get(exportKey(item.bookingPageId, item.id), { consistent: true });
  if (stored) return false;
  const detail: TTimesheetExportRequested = {
    bookingPageId: item.bookingPageId,
    exportId: item.id,
  };
  const tx = table
    .transaction()
    .create(item, ASKED_BEFORE)
    .put(toOutboxItem(TIMESHEET_EXPORT_REQUESTED, `${item.bookingPageId}#${item.id}`, detail, now));
  if (item.emailAddress)
    await chargeDailyLimit(table, tx, { sub: item.userId, kind: 'mailedExports', now });
  try {
    await tx.commit();
    return true;
  } catch (error) {
    if (error === ASKED_BEFORE) return false;
    throw error;
  }
}

async function waitForExport(
  table: Pick<Table, 'get'>,
  key: ReturnType<typeof exportKey>,
  waitMs: number,
): Promise<ExportItem | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const item = await table.get<ExportItem>(key, { consistent: true });
    if (!item || item.status !== 'pending' || Date.now() >= deadline) return item;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
