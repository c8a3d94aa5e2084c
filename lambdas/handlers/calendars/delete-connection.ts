import { httpRoute } from '../../middleware/http-route';
import { deleteConnection as remove } from '../../services/calendars/delete-connection';
import { calendarsDeps } from './deps';
import { calendarIdOf, connectionIdOf } from './path-params';

export const deleteConnection = httpRoute(
  { access: 'user', deps: calendarsDeps },
  async ({ params, identity, deps, log }) => {
    const { table, calendarProviders, tokenCipher } = deps;
    await remove(
      { table, calendarProviders, tokenCipher, log },
      {
        calendarId: calendarIdOf(params),
        connectionId: connectionIdOf(params),
        sub: identity.sub,
      },
    );
  },
);
