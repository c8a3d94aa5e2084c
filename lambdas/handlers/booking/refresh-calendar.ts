import { bookingRoutes } from '@contracts/booking/routes';
import { httpRoute } from '../../middleware/http-route';
import { findPublicBookingPage } from '../../services/booking/public-booking-page';
import { bookingDeps } from './deps';

/**
 * The page is found here (an unknown, paused or deleted one answers 404 like the page itself);
 * its connected calendars are synced by the function that holds them (`calendar-refresh`), as
 * this anonymous one may read no connection nor open its refresh token.
 */
export const refreshCalendar = httpRoute(
  bookingRoutes.refreshCalendar,
  { deps: bookingDeps },
  async ({ params, deps }) => {
    const { slug } = params;
    await findPublicBookingPage(deps.table, slug);
    return deps.calendarRefresh.refresh({ slug });
  },
);
