import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { getInvoice as get } from '../../services/invoices/get-invoice';
import { invoicesDeps } from './deps';

export const getInvoice = httpRoute(
  invoiceRoutes.getInvoice,
  { deps: invoicesDeps },
  async ({ params, identity, deps }) =>
    get(deps, { sub: identity.sub, invoiceId: params.invoiceId }),
);
