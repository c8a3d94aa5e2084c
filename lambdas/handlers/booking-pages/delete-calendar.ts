import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteCalendar as remove } from '../../services/booking-pages/delete-calendar';
import { bookingPagesDeps } from './deps';

export const deleteCalendar = httpRoute(
  bookingPageRoutes.deleteCalendar,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { id: params.id, sub: identity.sub });
  },
);
