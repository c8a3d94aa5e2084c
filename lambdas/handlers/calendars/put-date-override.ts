import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { putDateOverride as put } from '../../services/calendars/put-date-override';
import { calendarsDeps } from './deps';

export const putDateOverride = httpRoute(
  calendarRoutes.putDateOverride,
  { deps: calendarsDeps },
  async ({ params, body, identity, deps }) =>
    put(deps, { calendarId: params.id, sub: identity.sub, date: params.date, body }),
);
