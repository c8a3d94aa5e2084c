import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { listCalendars as list } from '../../services/booking-pages/list-calendars';
import { bookingPagesDeps } from './deps';

export const listCalendars = httpRoute(
  bookingPageRoutes.listCalendars,
  { deps: bookingPagesDeps },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
