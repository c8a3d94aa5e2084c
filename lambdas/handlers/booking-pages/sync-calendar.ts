import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { syncCalendar as sync } from '../../services/booking-pages/sync-calendar';
import { bookingPagesDeps } from './deps';

export const syncCalendar = httpRoute(
  bookingPageRoutes.syncCalendar,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps }) => sync(deps, { bookingPageId: params.id, sub: identity.sub }),
);
