import { httpRoute } from '../../middleware/http-route';
import { deleteCalendar as remove } from '../../services/calendars/delete-calendar';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const deleteCalendar = httpRoute(
  { access: 'user', deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { id: calendarIdOf(params), sub: identity.sub });
  },
);
