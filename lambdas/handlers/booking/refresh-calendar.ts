import { ZCalendarRefresh } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { findPublicCalendar } from '../../services/booking/public-calendar';
import { bookingDeps } from './deps';
import { slugOf } from './slug-of';

/**
 * The page is found here (an unknown, paused or deleted one answers 404 like the page itself);
 * its connected calendars are synced by the function that holds them (`calendar-refresh`), as
 * this anonymous one may read no connection nor open its refresh token.
 */
export const refreshCalendar = httpRoute(
  { access: 'public', deps: bookingDeps, response: ZCalendarRefresh },
  async ({ params, deps }) => {
    const slug = slugOf(params);
    await findPublicCalendar(deps.table, slug);
    return deps.calendarRefresh.refresh({ slug });
  },
);
