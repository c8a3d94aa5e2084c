import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { createCalendar as create } from '../../services/booking-pages/create-calendar';
import { bookingPagesDeps } from './deps';

export const createCalendar = httpRoute(
  bookingPageRoutes.createCalendar,
  { deps: bookingPagesDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, calendar: body }),
);
