import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateBookingPage as update } from '../../services/booking-pages/update-booking-page';
import { bookingPagesDeps } from './deps';

export const updateBookingPage = httpRoute(
  bookingPageRoutes.update,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, { id: params.id, sub: identity.sub, edit: body }),
);
