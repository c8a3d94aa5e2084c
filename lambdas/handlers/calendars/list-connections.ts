import { ZConnectionList, ZConnectionListQuery } from '@contracts/booking/connection';
import { httpRoute } from '../../middleware/http-route';
import { listConnections as list } from '../../services/calendars/list-connections';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const listConnections = httpRoute(
  { access: 'user', deps: calendarsDeps, query: ZConnectionListQuery, response: ZConnectionList },
  async ({ params, query, identity, deps }) =>
    list(deps, { calendarId: calendarIdOf(params), sub: identity.sub, page: query }),
);
