import { defineRoutes } from '../route';
import { ZApprovePeriod, ZPeriodForApproval, ZQueryPeriod } from '../timesheets/period-approval';

/**
 * The client's answer from their approval link: public (the link's token in its header), in a
 * function of its own whose concurrency is capped apart from the consultants' timesheets.
 */
export const timesheetApprovalRoutes = defineRoutes('timesheet-approval', {
  get: {
    method: 'GET',
    path: '/api/public/timesheet-approval',
    access: 'public',
    summary: "The period behind the link's token, as the client sees it",
    response: ZPeriodForApproval,
  },
  approve: {
    method: 'POST',
    path: '/api/public/timesheet-approval/approve',
    access: 'public',
    summary: "Approves the shown period under the client's typed name",
    body: ZApprovePeriod,
    response: ZPeriodForApproval,
  },
  query: {
    method: 'POST',
    path: '/api/public/timesheet-approval/query',
    access: 'public',
    summary: 'Sends the period back to the consultant with what needs changing',
    body: ZQueryPeriod,
    response: ZPeriodForApproval,
  },
});
