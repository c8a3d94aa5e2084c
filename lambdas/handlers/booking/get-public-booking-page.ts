import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { getPublicBookingPage as get } from '../../services/booking/get-public-booking-page';
import { bookingDeps } from './deps';

export const getPublicBookingPage = httpRoute(
  bookingRoutes.getPublicBookingPage,
  { deps: bookingDeps },
  async ({ params, deps }) => get(deps, { slug: params.slug }),
);
