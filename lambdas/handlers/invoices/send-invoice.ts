import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { sendInvoice as send } from '../../services/invoices/send-invoice';
import { timesheetsDeps } from '../timesheets/deps';

export const sendInvoice = httpRoute(
  timesheetRoutes.sendInvoice,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    send(deps, {
      sub: identity.sub,
      invoiceId: params.invoiceId,
      emailAddress: body.emailAddress,
    }),
);
