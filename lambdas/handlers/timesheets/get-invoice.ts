import { ZInvoice } from '@contracts/invoices/invoice';
import { httpRoute } from '../../middleware/http-route';
import { getInvoice as get } from '../../services/invoices/get-invoice';
import { timesheetsDeps } from './deps';
import { invoiceIdOf } from './invoice-id';

export const getInvoice = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZInvoice },
  async ({ params, identity, deps }) =>
    get(deps, { sub: identity.sub, invoiceId: invoiceIdOf(params) }),
);
