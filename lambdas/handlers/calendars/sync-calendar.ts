import { ZSyncResult } from '@contracts/booking/connection';
import { httpRoute } from '../../middleware/http-route';
import { syncCalendar as sync } from '../../services/calendars/sync-calendar';
import { calendarsDeps } from './deps';
import { calendarIdOf } from './path-params';

export const syncCalendar = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZSyncResult },
  async ({ params, identity, deps }) =>
    sync(deps, { calendarId: calendarIdOf(params), sub: identity.sub }),
);
