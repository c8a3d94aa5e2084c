import { pageTimeItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { outboxKeys } from '../../keys/outbox';
import { timesheetApprovalTokenKeys } from '../../keys/timesheet-period';
import { timesheetApprovalDeps } from './deps';

/**
 * The client's approval link, apart from the consultant's timesheets: the link, its period
 * and page, the period's meetings and entries (moved, with their days' sums, by the answer),
 * the consultant's mail through the outbox, and the consultant's e-mail from the pool for the
 * client's page. No token key, no files, no bus.
 */
export const timesheetApprovalAccess: DeclaredAccess = {
  deps: timesheetApprovalDeps,
  table: 'RW',
  items: [...pageTimeItems, timesheetApprovalTokenKeys, outboxKeys],
};
