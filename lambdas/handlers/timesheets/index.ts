import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { timesheetsDeps } from './deps';

export const handler = dispatchRoutes(timesheetsDeps, {
  'GET /api/calendars/{id}/timesheet': () => import('./get-timesheet').then((m) => m.getTimesheet),
  'GET /api/calendars/{id}/timesheet-entries': () =>
    import('./list-period-entries').then((m) => m.listPeriodEntries),
  'GET /api/calendars/{id}/timesheet-meetings': () =>
    import('./list-period-meetings').then((m) => m.listPeriodMeetings),
  'POST /api/calendars/{id}/timesheet-entries': () =>
    import('./create-entry').then((m) => m.createEntry),
  'GET /api/calendars/{id}/timesheet-entries/{entryId}': () =>
    import('./get-entry').then((m) => m.getEntry),
  'PUT /api/calendars/{id}/timesheet-entries/{entryId}': () =>
    import('./update-entry').then((m) => m.updateEntry),
  'DELETE /api/calendars/{id}/timesheet-entries/{entryId}': () =>
    import('./delete-entry').then((m) => m.deleteEntry),
  'POST /api/calendars/{id}/timesheet-submissions': () =>
    import('./change-status').then((m) => m.submitEntries),
  'POST /api/calendars/{id}/timesheet-approvals': () =>
    import('./change-status').then((m) => m.approveEntries),
  'POST /api/calendars/{id}/timesheet-exports': () =>
    import('./request-export').then((m) => m.requestExport),
  'GET /api/calendars/{id}/timesheet-exports/{exportId}': () =>
    import('./get-export').then((m) => m.getExport),
});
