import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { issueInvoice as issue } from '../../services/invoices/issue-invoice';
import { timesheetsDeps } from '../timesheets/deps';

export const issueInvoice = httpRoute(
  timesheetRoutes.issueInvoice,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    issue(deps, {
      bookingPageId: params.id,
      periodId: params.periodId,
      sub: identity.sub,
      username: identity.username,
      request: body,
    }),
);
