import { ZPeriodSent } from '@contracts/timesheets/period-approval';
import { httpRoute } from '../../middleware/http-route';
import { sendPeriod as send } from '../../services/timesheets/send-period';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { periodIdOf } from './period-id';

export const sendPeriod = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZPeriodSent },
  async ({ params, identity, deps }) =>
    send(deps, {
      calendarId: calendarIdOf(params),
      periodId: periodIdOf(params),
      sub: identity.sub,
    }),
);
