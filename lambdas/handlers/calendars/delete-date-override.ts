import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteDateOverride as remove } from '../../services/calendars/delete-date-override';
import { calendarsDeps } from './deps';

export const deleteDateOverride = httpRoute(
  calendarRoutes.deleteDateOverride,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { calendarId: params.id, sub: identity.sub, date: params.date });
  },
);
