import { ZTimesheetExport, type TRequestExportParsed } from '@contracts/timesheets/export';
import { apiFetch } from '@/lib/api-client';
import { exportsPath } from './paths';

/** Asks for an export; the answer is the file's link, or "pending" for a long period. */
export const requestExport = (
  calendarId: string,
  request: TRequestExportParsed & { idempotencyKey: string },
) => apiFetch(exportsPath(calendarId), { method: 'POST', body: request, schema: ZTimesheetExport });

/** An export's state and, once ready, a fresh download link. */
export const getExport = (calendarId: string, exportId: string) =>
  apiFetch(`${exportsPath(calendarId)}/${encodeURIComponent(exportId)}`, {
    schema: ZTimesheetExport,
  });
