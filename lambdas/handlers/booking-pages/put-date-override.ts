import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { putDateOverride as put } from '../../services/booking-pages/put-date-override';
import { bookingPagesDeps } from './deps';

export const putDateOverride = httpRoute(
  bookingPageRoutes.putDateOverride,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) =>
    put(deps, { bookingPageId: params.id, sub: identity.sub, date: params.date, body }),
);
