import { ZCalendar, ZCreateCalendar } from '@contracts/booking/calendar';
import { httpRoute } from '../../middleware/http-route';
import { createCalendar as create } from '../../services/calendars/create-calendar';
import { calendarsDeps } from './deps';

export const createCalendar = httpRoute(
  { access: 'user', deps: calendarsDeps, body: ZCreateCalendar, response: ZCalendar, status: 201 },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, calendar: body }),
);
