import { ZInvoice, ZIssueInvoice } from '@contracts/invoices/invoice';
import { httpRoute } from '../../middleware/http-route';
import { issueInvoice as issue } from '../../services/invoices/issue-invoice';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { periodIdOf } from './period-id';

export const issueInvoice = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZIssueInvoice, response: ZInvoice, status: 201 },
  async ({ params, body, identity, deps }) =>
    issue(deps, {
      calendarId: calendarIdOf(params),
      periodId: periodIdOf(params),
      sub: identity.sub,
      username: identity.username,
      request: body,
    }),
);
