import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { sendInvoice as send } from '../../services/invoices/send-invoice';
import { invoicesDeps } from './deps';

export const sendInvoice = httpRoute(
  invoiceRoutes.sendInvoice,
  { deps: invoicesDeps },
  async ({ params, body, identity, deps }) =>
    send(deps, {
      sub: identity.sub,
      invoiceId: params.invoiceId,
      emailAddress: body.emailAddress,
    }),
);
