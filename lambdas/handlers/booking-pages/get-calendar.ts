import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { getCalendar as get } from '../../services/booking-pages/get-calendar';
import { bookingPagesDeps } from './deps';

export const getCalendar = httpRoute(
  bookingPageRoutes.getCalendar,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => get(deps, { id: params.id, sub: identity.sub }),
);
