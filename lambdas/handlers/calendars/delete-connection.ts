import { httpRoute } from '../../middleware/http-route';
import { deleteConnection as remove } from '../../services/calendars/delete-connection';
import { calendarsDeps } from './deps';
import { calendarIdOf, connectionIdOf } from './path-params';

export const deleteConnection = httpRoute(
  { access: 'user', deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, {
      calendarId: calendarIdOf(params),
      connectionId: connectionIdOf(params),
      sub: identity.sub,
    });
  },
);
