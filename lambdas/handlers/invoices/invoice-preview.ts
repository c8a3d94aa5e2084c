import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { invoicePreview as preview } from '../../services/invoices/invoice-preview';
import { timesheetsDeps } from '../timesheets/deps';

export const invoicePreview = httpRoute(
  timesheetRoutes.invoicePreview,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    preview(deps.table, { bookingPageId: params.id, periodId: params.periodId, sub: identity.sub }),
);
