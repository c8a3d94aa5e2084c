import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { createCalendar as create } from '../../services/calendars/create-calendar';
import { calendarsDeps } from './deps';

export const createCalendar = httpRoute(
  calendarRoutes.createCalendar,
  { deps: calendarsDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, calendar: body }),
);
