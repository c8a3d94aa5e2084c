import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { createBookingPage as create } from '../../services/booking-pages/create-booking-page';
import { bookingPagesDeps } from './deps';

export const createBookingPage = httpRoute(
  bookingPageRoutes.create,
  { deps: bookingPagesDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, bookingPage: body }),
);
