import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteCalendar as remove } from '../../services/calendars/delete-calendar';
import { calendarsDeps } from './deps';

export const deleteCalendar = httpRoute(
  calendarRoutes.deleteCalendar,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { id: params.id, sub: identity.sub });
  },
);
