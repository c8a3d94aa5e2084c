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
  'GET /api/calendars/{id}/timesheet-periods': () =>
    import('./list-periods').then((m) => m.listPeriods),
  'POST /api/calendars/{id}/timesheet-periods': () =>
    import('./submit-period').then((m) => m.submitPeriod),
  'GET /api/calendars/{id}/timesheet-periods/{periodId}': () =>
    import('./list-periods').then((m) => m.getPeriod),
  'POST /api/calendars/{id}/timesheet-periods/{periodId}/reopen': () =>
    import('./reopen-period').then((m) => m.reopenPeriod),
  'POST /api/calendars/{id}/timesheet-periods/{periodId}/send': () =>
    import('./send-period').then((m) => m.sendPeriod),
  'POST /api/calendars/{id}/timesheet-exports': () =>
    import('./request-export').then((m) => m.requestExport),
  'GET /api/calendars/{id}/timesheet-exports/{exportId}': () =>
    import('./get-export').then((m) => m.getExport),
  'POST /api/calendars/{id}/timesheet-periods/{periodId}/invoices': () =>
    import('./issue-invoice').then((m) => m.issueInvoice),
  'GET /api/calendars/{id}/timesheet-periods/{periodId}/invoice-preview': () =>
    import('./invoice-preview').then((m) => m.invoicePreview),
  'GET /api/invoices': () => import('./list-invoices').then((m) => m.listInvoices),
  'GET /api/invoices/{invoiceId}': () => import('./get-invoice').then((m) => m.getInvoice),
  'POST /api/invoices/{invoiceId}/send': () => import('./send-invoice').then((m) => m.sendInvoice),
  'POST /api/invoices/{invoiceId}/credit-note': () =>
    import('./credit-invoice').then((m) => m.creditInvoice),
  'GET /api/profile': () =>
    import('./get-professional-profile').then((m) => m.getProfessionalProfile),
  'PUT /api/profile': () =>
    import('./save-professional-profile').then((m) => m.saveProfessionalProfile),
  'GET /api/calendars/{id}/billing': () => import('./get-billing').then((m) => m.getBilling),
  'PUT /api/calendars/{id}/billing': () => import('./save-billing').then((m) => m.saveBilling),
  'POST /api/calendars/{id}/timer': () => import('./start-timer').then((m) => m.startTimer),
  'GET /api/timer': () => import('./get-timer').then((m) => m.getTimer),
  'POST /api/timer/stop': () => import('./stop-timer').then((m) => m.stopTimer),
  'DELETE /api/timer': () => import('./discard-timer').then((m) => m.discardTimer),
});
