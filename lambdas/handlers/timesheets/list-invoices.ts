import { ZInvoiceList, ZInvoiceListQuery } from '@contracts/invoices/invoice';
import { httpRoute } from '../../middleware/http-route';
import { listInvoices as list } from '../../services/invoices/list-invoices';
import { timesheetsDeps } from './deps';

export const listInvoices = httpRoute(
  { access: 'user', deps: timesheetsDeps, query: ZInvoiceListQuery, response: ZInvoiceList },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, page: query }),
);
