import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getInvoice as get } from '../../services/invoices/get-invoice';
import { timesheetsDeps } from '../timesheets/deps';

export const getInvoice = httpRoute(
  timesheetRoutes.getInvoice,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    get(deps, { sub: identity.sub, invoiceId: params.invoiceId }),
);
