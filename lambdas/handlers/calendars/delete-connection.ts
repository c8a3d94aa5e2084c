import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteConnection as remove } from '../../services/calendars/delete-connection';
import { calendarsDeps } from './deps';

export const deleteConnection = httpRoute(
  calendarRoutes.deleteConnection,
  { deps: calendarsDeps },
  async ({ params, identity, deps, log }) => {
    const { table, calendarProviders, tokenCipher } = deps;
    await remove(
      { table, calendarProviders, tokenCipher, log },
      { calendarId: params.id, connectionId: params.connectionId, sub: identity.sub },
    );
  },
);
