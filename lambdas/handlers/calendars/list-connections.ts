import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { listConnections as list } from '../../services/calendars/list-connections';
import { calendarsDeps } from './deps';

export const listConnections = httpRoute(
  calendarRoutes.listConnections,
  { deps: calendarsDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { calendarId: params.id, sub: identity.sub, page: query }),
);
