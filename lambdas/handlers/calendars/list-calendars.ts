import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { listCalendars as list } from '../../services/calendars/list-calendars';
import { calendarsDeps } from './deps';

export const listCalendars = httpRoute(
  calendarRoutes.listCalendars,
  { deps: calendarsDeps },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
