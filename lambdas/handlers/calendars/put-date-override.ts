import { ZDateOverride, ZPutDateOverride } from '@contracts/booking/date-override';
import { httpRoute } from '../../middleware/http-route';
import { putDateOverride as put } from '../../services/calendars/put-date-override';
import { calendarsDeps } from './deps';
import { overrideDateOf } from './override-date';
import { calendarIdOf } from './path-params';

export const putDateOverride = httpRoute(
  { access: 'user', deps: calendarsDeps, body: ZPutDateOverride, response: ZDateOverride },
  async ({ params, body, identity, deps }) =>
    put(deps, {
      calendarId: calendarIdOf(params),
      sub: identity.sub,
      date: overrideDateOf(params),
      body,
    }),
);
