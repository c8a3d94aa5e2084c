import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteDateOverride as remove } from '../../services/booking-pages/delete-date-override';
import { bookingPagesDeps } from './deps';

export const deleteDateOverride = httpRoute(
  bookingPageRoutes.deleteDateOverride,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { bookingPageId: params.id, sub: identity.sub, date: params.date });
  },
);
