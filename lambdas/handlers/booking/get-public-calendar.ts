import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { getPublicCalendar as get } from '../../services/booking/get-public-calendar';
import { bookingDeps } from './deps';

export const getPublicCalendar = httpRoute(
  bookingRoutes.getPublicCalendar,
  { deps: bookingDeps },
  async ({ params, deps }) => get(deps, { slug: params.slug }),
);
