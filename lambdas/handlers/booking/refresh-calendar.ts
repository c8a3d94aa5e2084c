import { ZCalendarRefresh } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { refreshCalendar as refresh } from '../../services/booking/refresh-calendar';
import { bookingDeps } from './deps';
import { slugOf } from './slug-of';

export const refreshCalendar = httpRoute(
  { access: 'public', deps: bookingDeps, response: ZCalendarRefresh },
  async ({ params, deps }) => refresh(deps, { slug: slugOf(params) }),
);
