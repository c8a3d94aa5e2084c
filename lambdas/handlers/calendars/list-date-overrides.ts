import { ZDateOverrideList } from '@contracts/booking/date-override';
import { httpRoute } from '../../middleware/http-route';
import { listDateOverrides as list } from '../../services/calendars/list-date-overrides';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const listDateOverrides = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZDateOverrideList },
  async ({ params, identity, deps }) =>
    list(deps, { calendarId: calendarIdOf(params), sub: identity.sub }),
);
