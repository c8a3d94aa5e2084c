import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { recordPayment as record } from '../../services/invoices/record-payment';
import { invoicesDeps } from './deps';

export const recordPayment = httpRoute(
  invoiceRoutes.recordPayment,
  { deps: invoicesDeps },
  async ({ params, body, identity, deps }) =>
    record(deps, { sub: identity.sub, invoiceId: params.invoiceId, paidOn: body.paidOn }),
);

export const clearPayment = httpRoute(
  invoiceRoutes.clearPayment,
  { deps: invoicesDeps },
  async ({ params, identity, deps }) =>
    record(deps, { sub: identity.sub, invoiceId: params.invoiceId, paidOn: null }),
);
