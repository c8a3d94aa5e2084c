import { ZInvoicePreview } from '@contracts/invoices/invoice';
import { httpRoute } from '../../middleware/http-route';
import { invoicePreview as preview } from '../../services/invoices/invoice-preview';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { periodIdOf } from './period-id';

export const invoicePreview = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZInvoicePreview },
  async ({ params, identity, deps }) =>
    preview(deps.table, {
      calendarId: calendarIdOf(params),
      periodId: periodIdOf(params),
      sub: identity.sub,
    }),
);
