import { ZInvoice, ZSendInvoice } from '@contracts/invoices/invoice';
import { httpRoute } from '../../middleware/http-route';
import { sendInvoice as send } from '../../services/invoices/send-invoice';
import { timesheetsDeps } from './deps';
import { invoiceIdOf } from './invoice-id';

export const sendInvoice = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZSendInvoice, response: ZInvoice },
  async ({ params, body, identity, deps }) =>
    send(deps, {
      sub: identity.sub,
      invoiceId: invoiceIdOf(params),
      emailAddress: body.emailAddress,
    }),
);
