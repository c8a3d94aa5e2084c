import type { TRequestExportParsed } from '@contracts/timesheets/export';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** Asks for an export; the answer is the file's link, or "pending" for a long period. */
export const requestExport = (
  calendarId: string,
  request: TRequestExportParsed & { idempotencyKey: string },
) =>
  callApi(timesheetRoutes.requestExport, {
    params: { id: calendarId },
    body: request,
    schema: timesheetRoutes.requestExport.response,
  });

/** An export's state and, once ready, a fresh download link. */
export const getExport = (calendarId: string, exportId: string) =>
  callApi(timesheetRoutes.getExport, {
    params: { id: calendarId, exportId },
    schema: timesheetRoutes.getExport.response,
  });
