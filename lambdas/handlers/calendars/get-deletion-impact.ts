import { calendarRoutes } from '@contracts/calendars/routes';
import { httpRoute } from '../../middleware/http-route';
import { getDeletionImpact as get } from '../../services/calendars/deletion-impact';
import { calendarsDeps } from './deps';

export const getDeletionImpact = httpRoute(
  calendarRoutes.getDeletionImpact,
  { deps: calendarsDeps },
  async ({ params, identity, deps }) => get(deps, { id: params.id, sub: identity.sub }),
);
