import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** Deletes a draft entry; a submitted or approved one answers 409. */
export const deleteEntry = (bookingPageId: string, entryId: string) =>
  callApi(timesheetRoutes.deleteEntry, { params: { id: bookingPageId, entryId } });
