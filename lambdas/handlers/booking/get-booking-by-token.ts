import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { getBookingByToken as get } from '../../services/booking/get-booking-by-token';
import { bookingDeps } from './deps';
import { tokenOf } from './token-of';

export const getBookingByToken = httpRoute(
  bookingRoutes.getByLink,
  { deps: bookingDeps },
  async ({ event, deps }) => get(deps, { token: tokenOf(event) }),
);
