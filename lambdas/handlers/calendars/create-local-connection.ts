import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { createLocalConnection as create } from '../../services/calendars/create-local-connection';
import { calendarsDeps } from './deps';

export const createLocalConnection = httpRoute(
  calendarRoutes.createLocalConnection,
  { deps: calendarsDeps },
  async ({ params, body, identity, deps }) =>
    create(deps, { calendarId: params.id, sub: identity.sub, name: body.name }),
);
