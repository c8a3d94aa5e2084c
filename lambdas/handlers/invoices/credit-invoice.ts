import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { creditInvoice as credit } from '../../services/invoices/credit-invoice';
import { invoicesDeps } from './deps';

export const creditInvoice = httpRoute(
  invoiceRoutes.creditInvoice,
  { deps: invoicesDeps },
  async ({ params, body, identity, deps }) =>
    credit(deps, { sub: identity.sub, invoiceId: params.invoiceId, reason: body.reason }),
);
