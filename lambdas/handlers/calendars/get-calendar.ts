import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { getCalendar as get } from '../../services/calendars/get-calendar';
import { calendarsDeps } from './deps';

export const getCalendar = httpRoute(
  calendarRoutes.getCalendar,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => get(deps, { id: params.id, sub: identity.sub }),
);
