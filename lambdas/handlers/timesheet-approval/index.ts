import { timesheetApprovalRoutes } from '@contracts/timesheet-approval/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { timesheetApprovalDeps } from './deps';

/** The client's approval link: anonymous, so apart from the consultant's timesheets function. */
export const handler = dispatchRoutes(timesheetApprovalDeps, timesheetApprovalRoutes, {
  get: () => import('./approval-link').then((m) => m.getApprovalView),
  approve: () => import('./approval-link').then((m) => m.approvePeriod),
  query: () => import('./approval-link').then((m) => m.queryPeriod),
});
