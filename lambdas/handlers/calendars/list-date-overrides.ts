import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { listDateOverrides as list } from '../../services/calendars/list-date-overrides';
import { calendarsDeps } from './deps';

export const listDateOverrides = httpRoute(
  calendarRoutes.listDateOverrides,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => list(deps, { calendarId: params.id, sub: identity.sub }),
);
