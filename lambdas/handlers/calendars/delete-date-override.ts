import { httpRoute } from '../../middleware/http-route';
import { deleteDateOverride as remove } from '../../services/calendars/delete-date-override';
import { calendarsDeps } from './deps';
import { overrideDateOf } from './override-date';
import { calendarIdOf } from './path-params';

export const deleteDateOverride = httpRoute(
  { access: 'user', deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, {
      calendarId: calendarIdOf(params),
      sub: identity.sub,
      date: overrideDateOf(params),
    });
  },
);
