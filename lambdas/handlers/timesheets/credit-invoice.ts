import { ZCreditInvoice, ZInvoice } from '@contracts/invoices/invoice';
import { httpRoute } from '../../middleware/http-route';
import { creditInvoice as credit } from '../../services/invoices/credit-invoice';
import { timesheetsDeps } from './deps';
import { invoiceIdOf } from './invoice-id';

export const creditInvoice = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZCreditInvoice, response: ZInvoice, status: 201 },
  async ({ params, body, identity, deps }) =>
    credit(deps, { sub: identity.sub, invoiceId: invoiceIdOf(params), reason: body.reason }),
);
