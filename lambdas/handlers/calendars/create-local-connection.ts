import { ZConnection, ZCreateLocalConnection } from '@contracts/booking/connection';
import { httpRoute } from '../../middleware/http-route';
import { createLocalConnection as create } from '../../services/calendars/create-local-connection';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const createLocalConnection = httpRoute(
  {
    access: 'user',
    deps: calendarsDeps,
    body: ZCreateLocalConnection,
    response: ZConnection,
    status: 201,
  },
  async ({ params, body, identity, deps }) =>
    create(deps, { calendarId: calendarIdOf(params), sub: identity.sub, name: body.name }),
);
