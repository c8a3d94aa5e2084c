import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { approveEntries, submitEntries } from './change-status';
import { createEntry } from './create-entry';
import { deleteEntry } from './delete-entry';
import { getEntry } from './get-entry';
import { getExport } from './get-export';
import { getTimesheet } from './get-timesheet';
import { requestExport } from './request-export';
import { updateEntry } from './update-entry';

export const handler = dispatchRoutes({
  'GET /api/calendars/{id}/timesheet': getTimesheet,
  'POST /api/calendars/{id}/timesheet-entries': createEntry,
  'GET /api/calendars/{id}/timesheet-entries/{entryId}': getEntry,
  'PUT /api/calendars/{id}/timesheet-entries/{entryId}': updateEntry,
  'DELETE /api/calendars/{id}/timesheet-entries/{entryId}': deleteEntry,
  'POST /api/calendars/{id}/timesheet-submissions': submitEntries,
  'POST /api/calendars/{id}/timesheet-approvals': approveEntries,
  'POST /api/calendars/{id}/timesheet-exports': requestExport,
  'GET /api/calendars/{id}/timesheet-exports/{exportId}': getExport,
});
