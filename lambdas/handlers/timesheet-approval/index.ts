import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { timesheetApprovalDeps } from './deps';

/** The client's approval link: anonymous, so apart from the consultant's timesheets function. */
export const handler = dispatchRoutes(timesheetApprovalDeps, {
  'GET /api/public/timesheet-approval': () =>
    import('./approval-link').then((m) => m.getApprovalView),
  'POST /api/public/timesheet-approval/approve': () =>
    import('./approval-link').then((m) => m.approvePeriod),
  'POST /api/public/timesheet-approval/query': () =>
    import('./approval-link').then((m) => m.queryPeriod),
});
