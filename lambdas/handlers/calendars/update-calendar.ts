import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateCalendar as update } from '../../services/calendars/update-calendar';
import { calendarsDeps } from './deps';

export const updateCalendar = httpRoute(
  calendarRoutes.updateCalendar,
  { deps: calendarsDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, { id: params.id, sub: identity.sub, edit: body }),
);
