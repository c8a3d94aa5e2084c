import { ZPublicCalendar } from '@contracts/booking/public-booking';
import { httpRoute } from '../../middleware/http-route';
import { getPublicCalendar as get } from '../../services/booking/get-public-calendar';
import { bookingDeps } from './deps';
import { slugOf } from './slug-of';

export const getPublicCalendar = httpRoute(
  { access: 'public', deps: bookingDeps, response: ZPublicCalendar },
  async ({ params, deps }) => get(deps, { slug: slugOf(params) }),
);
