import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { listBookingPages as list } from '../../services/booking-pages/list-booking-pages';
import { bookingPagesDeps } from './deps';

export const listBookingPages = httpRoute(
  bookingPageRoutes.list,
  { deps: bookingPagesDeps },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
