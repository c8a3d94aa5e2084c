import { clockPort } from '../../deps/clock';
import { defineDeps } from '../../deps/define-deps';
import { tablePort } from '../../deps/table';
import { usersPort } from '../../deps/users';

/**
 * What the client's approval link may reach, in a function of its own (anonymous callers,
 * capped by reserved concurrency apart from the consultants' timesheets): the table (the link,
 * its period and page, the period's records, and the consultant's mail in the outbox) and the
 * user pool for the consultant's e-mail the client's page names.
 */
export const timesheetApprovalDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  users: usersPort,
});
