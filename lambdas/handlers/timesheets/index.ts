import { timesheetRoutes } from '@contracts/timesheets/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { timesheetsDeps } from './deps';

export const handler = dispatchRoutes(timesheetsDeps, timesheetRoutes, {
  getTimesheet: () => import('./get-timesheet').then((m) => m.getTimesheet),
  listEntries: () => import('./list-period-entries').then((m) => m.listPeriodEntries),
  listMeetings: () => import('./list-period-meetings').then((m) => m.listPeriodMeetings),
  createEntry: () => import('./create-entry').then((m) => m.createEntry),
  getEntry: () => import('./get-entry').then((m) => m.getEntry),
  updateEntry: () => import('./update-entry').then((m) => m.updateEntry),
  deleteEntry: () => import('./delete-entry').then((m) => m.deleteEntry),
  listPeriods: () => import('./list-periods').then((m) => m.listPeriods),
  submitPeriod: () => import('./submit-period').then((m) => m.submitPeriod),
  getPeriod: () => import('./list-periods').then((m) => m.getPeriod),
  reopenPeriod: () => import('./reopen-period').then((m) => m.reopenPeriod),
  sendPeriod: () => import('./send-period').then((m) => m.sendPeriod),
  requestExport: () => import('./request-export').then((m) => m.requestExport),
  getExport: () => import('./get-export').then((m) => m.getExport),
  getProfile: () => import('./get-professional-profile').then((m) => m.getProfessionalProfile),
  saveProfile: () => import('./save-professional-profile').then((m) => m.saveProfessionalProfile),
  getBilling: () => import('./get-billing').then((m) => m.getBilling),
  saveBilling: () => import('./save-billing').then((m) => m.saveBilling),
  startTimer: () => import('./start-timer').then((m) => m.startTimer),
  getTimer: () => import('./get-timer').then((m) => m.getTimer),
  stopTimer: () => import('./stop-timer').then((m) => m.stopTimer),
  discardTimer: () => import('./discard-timer').then((m) => m.discardTimer),
});
