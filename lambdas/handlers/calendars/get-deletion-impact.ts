import { ZDeletionImpact } from '@contracts/booking/calendar';
import { httpRoute } from '../../middleware/http-route';
import { getDeletionImpact as get } from '../../services/calendars/deletion-impact';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const getDeletionImpact = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZDeletionImpact },
  async ({ params, identity, deps }) => get(deps, { id: calendarIdOf(params), sub: identity.sub }),
);
