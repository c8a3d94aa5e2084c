import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateCalendar as update } from '../../services/booking-pages/update-calendar';
import { bookingPagesDeps } from './deps';

export const updateCalendar = httpRoute(
  bookingPageRoutes.updateCalendar,
  { deps: bookingPagesDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, { id: params.id, sub: identity.sub, edit: body }),
);
