import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteBookingPage as remove } from '../../services/booking-pages/delete-booking-page';
import { bookingPagesDeps } from './deps';

export const deleteBookingPage = httpRoute(
  bookingPageRoutes.remove,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { id: params.id, sub: identity.sub });
  },
);
