import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { getBookingPage as get } from '../../services/booking-pages/get-booking-page';
import { bookingPagesDeps } from './deps';

export const getBookingPage = httpRoute(
  bookingPageRoutes.get,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => get(deps, { id: params.id, sub: identity.sub }),
);
