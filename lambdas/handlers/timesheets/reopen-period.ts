import { ZReopenPeriod, ZTimesheetPeriod } from '@contracts/timesheets/period-approval';
import { httpRoute } from '../../middleware/http-route';
import { reopenPeriod as reopen } from '../../services/timesheets/reopen-period';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { periodIdOf } from './period-id';

export const reopenPeriod = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZReopenPeriod, response: ZTimesheetPeriod },
  async ({ params, body, identity, deps }) =>
    reopen(deps, {
      calendarId: calendarIdOf(params),
      periodId: periodIdOf(params),
      sub: identity.sub,
      reason: body.reason,
    }),
);
