import { libraryMessages } from '@contracts/documents/library';
import {
  exportMessages,
  TIMESHEET_EXPORT_REQUESTED,
  type TRequestExportParsed,
  type TTimesheetExport,
  type TTimesheetExportRequested,
} from '@contracts/timesheets/export';
import { conflict, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { EventBus } from '../../ports/event-bus';
import type { FileStore } from '../../ports/file-store';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { ownedCalendar } from '../calendars/owned-calendar';
import { libraryKey } from '../documents/library-item';
import { exportKey, sameRequest, toExportItem, type ExportItem } from './export-item';
import { exportView } from './export-view';

/**
 * How long the request waits for the file, so a usual period's link comes back at once; well
 * within the function's 10 s timeout.
 */
export const EXPORT_WAIT_MS = 6_000;
const POLL_MS = 150;

/**
 * Asks for a timesheet export (spec §7 export-timesheet): the calendar and the library must be
 * the caller's, then the export is recorded as pending and announced as
 * `TimesheetExportRequested`; its consumer makes the file, mails it and saves it. Should the
 * announcement fail, the record goes again, so nothing is left half-asked. The same idempotency
 * key asked again answers the first export (a double click makes one file and one mail).
 * The answer waits up to `waitMs` for the file; a longer period answers pending and the form
 * asks again (get-export.ts).
 */
export async function requestExport(
  deps: {
    table: Pick<Table, 'get' | 'putIfAbsent' | 'delete'>;
    clock: Clock;
    ids: IdGenerator;
    events: EventBus;
    documents: Pick<FileStore, 'presignGet'>;
  },
  input: { calendarId: string; sub: string; request: TRequestExportParsed; waitMs?: number },
): Promise<TTimesheetExport> {
  const { request } = input;
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  if (request.libraryId) {
    const library = await deps.table.get(libraryKey(input.sub, request.libraryId), {
      consistent: true,
    });
    if (!library) throw notFound(libraryMessages.notFound);
  }
  const item = toExportItem({
    id: request.idempotencyKey ?? deps.ids.newId(),
    calendarId: calendar.id,
    sub: input.sub,
    request,
    requestedAt: deps.clock.now().toISOString(),
  });
  if (await deps.table.putIfAbsent(item)) {
    const detail: TTimesheetExportRequested = { calendarId: calendar.id, exportId: item.id };
    try {
      await deps.events.publish(TIMESHEET_EXPORT_REQUESTED, detail);
    } catch (error) {
      await deps.table.delete(exportKey(calendar.id, item.id));
      throw error;
    }
  } else {
    const stored = await deps.table.get<ExportItem>(exportKey(calendar.id, item.id), {
      consistent: true,
    });
    if (!stored || !sameRequest(stored, item)) throw conflict(exportMessages.keyReused);
  }
  const settled = await waitForExport(
    deps.table,
    exportKey(calendar.id, item.id),
    input.waitMs ?? EXPORT_WAIT_MS,
  );
  return exportView(deps.documents, settled ?? item);
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
