import { ZCalendar } from '@contracts/booking/calendar';
import { httpRoute } from '../../middleware/http-route';
import { getCalendar as get } from '../../services/calendars/get-calendar';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const getCalendar = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZCalendar },
  async ({ params, identity, deps }) => get(deps, { id: calendarIdOf(params), sub: identity.sub }),
);
