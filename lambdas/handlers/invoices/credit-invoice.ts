import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { creditInvoice as credit } from '../../services/invoices/credit-invoice';
import { timesheetsDeps } from '../timesheets/deps';

export const creditInvoice = httpRoute(
  timesheetRoutes.creditInvoice,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    credit(deps, { sub: identity.sub, invoiceId: params.invoiceId, reason: body.reason }),
);
