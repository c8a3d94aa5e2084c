import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { issueInvoice as issue } from '../../services/invoices/issue-invoice';
import { invoicesDeps } from './deps';

export const issueInvoice = httpRoute(
  invoiceRoutes.issueInvoice,
  { deps: invoicesDeps },
  async ({ params, body, identity, deps }) =>
    issue(deps, {
      bookingPageId: params.id,
      periodId: params.periodId,
      sub: identity.sub,
      username: identity.username,
      request: body,
    }),
);
