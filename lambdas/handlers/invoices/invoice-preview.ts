import { invoiceRoutes } from '@contracts/invoices/routes';
import { httpRoute } from '../../middleware/http-route';
import { invoicePreview as preview } from '../../services/invoices/invoice-preview';
import { invoicesDeps } from './deps';

export const invoicePreview = httpRoute(
  invoiceRoutes.invoicePreview,
  { deps: invoicesDeps },
  async ({ params, identity, deps }) =>
    preview(deps.table, { bookingPageId: params.id, periodId: params.periodId, sub: identity.sub }),
);
