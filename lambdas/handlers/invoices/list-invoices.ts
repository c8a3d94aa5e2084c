import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { listInvoices as list } from '../../services/invoices/list-invoices';
import { timesheetsDeps } from '../timesheets/deps';

export const listInvoices = httpRoute(
  timesheetRoutes.listInvoices,
  { deps: timesheetsDeps },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, page: query }),
);
