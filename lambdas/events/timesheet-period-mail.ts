import {
  TIMESHEET_APPROVAL_REQUESTED,
  TIMESHEET_PERIOD_ANSWERED,
  ZPeriodEventDetail,
} from '@contracts/timesheets/period-approval';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { linksPort } from '../deps/links';
import { mailerPort } from '../deps/mailer';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { usersPort } from '../deps/users';
import { eventConsumer } from '../middleware/event-consumer';
import { mailApprovalRequest, mailPeriodAnswer } from '../services/timesheets/period-mails';

/**
 * What the period mail consumer may reach: the table (the period, its page, the mail claims),
 * the mailer, the consultant's address, the app's origin for links and the token key that opens
 * the approval link sealed in its event.
 */
export const timesheetPeriodMailDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  mailer: mailerPort,
  users: usersPort,
  links: linksPort,
  tokenCipher: tokenCipherPort,
});

/**
 * `TimesheetApprovalRequested` → the client's approval link; `TimesheetPeriodAnswered` → the
 * consultant hears the client's approval or query. Idempotent per mail.
 */
export const handler = eventConsumer({
  deps: timesheetPeriodMailDeps,
  on: {
    [TIMESHEET_APPROVAL_REQUESTED]: {
      detail: ZPeriodEventDetail,
      handle: (deps, { detail, log }) => mailApprovalRequest({ ...deps, log }, detail),
      handled: 'Approval request handled',
    },
    [TIMESHEET_PERIOD_ANSWERED]: {
      detail: ZPeriodEventDetail,
      handle: (deps, { detail, log }) => mailPeriodAnswer({ ...deps, log }, detail),
      handled: 'Period answer handled',
    },
  },
});
