import type { TRequestExportParsed } from '@contracts/timesheets/export';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** Asks for an export; the answer is the file's link, or "pending" for a long period. */
export const requestExport = (
  bookingPageId: string,
  request: TRequestExportParsed & { idempotencyKey: string },
) =>
  callApi(timesheetRoutes.requestExport, {
    params: { id: bookingPageId },
    body: request,
    schema: timesheetRoutes.requestExport.response,
  });

/** An export's state and, once ready, a fresh download link. */
export const getExport = (bookingPageId: string, exportId: string) =>
  callApi(timesheetRoutes.getExport, {
    params: { id: bookingPageId, exportId },
    schema: timesheetRoutes.getExport.response,
  });
