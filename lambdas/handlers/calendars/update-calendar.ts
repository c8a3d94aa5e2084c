import { ZCalendar, ZUpdateCalendar } from '@contracts/booking/calendar';
import { httpRoute } from '../../middleware/http-route';
import { updateCalendar as update } from '../../services/calendars/update-calendar';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const updateCalendar = httpRoute(
  { access: 'user', deps: calendarsDeps, body: ZUpdateCalendar, response: ZCalendar },
  async ({ params, body, identity, deps }) =>
    update(deps, { id: calendarIdOf(params), sub: identity.sub, edit: body }),
);
