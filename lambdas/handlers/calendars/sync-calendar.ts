import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { syncCalendar as sync } from '../../services/calendars/sync-calendar';
import { calendarsDeps } from './deps';

export const syncCalendar = httpRoute(
  calendarRoutes.syncCalendar,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => sync(deps, { calendarId: params.id, sub: identity.sub }),
);
