import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { listInvoices as list } from '../../services/invoices/list-invoices';
import { invoicesDeps } from './deps';

export const listInvoices = httpRoute(
  invoiceRoutes.listInvoices,
  { deps: invoicesDeps },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, page: query }),
);
