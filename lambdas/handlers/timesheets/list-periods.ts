import { ZTimesheetPeriod, ZTimesheetPeriodList } from '@contracts/timesheets/period-approval';
import { httpRoute } from '../../middleware/http-route';
import { getPeriod as get, listPeriods as list } from '../../services/timesheets/list-periods';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { periodIdOf } from './period-id';

export const listPeriods = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZTimesheetPeriodList },
  async ({ params, identity, deps }) =>
    list(deps.table, { calendarId: calendarIdOf(params), sub: identity.sub }),
);

export const getPeriod = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZTimesheetPeriod },
  async ({ params, identity, deps }) =>
    get(deps.table, {
      calendarId: calendarIdOf(params),
      periodId: periodIdOf(params),
      sub: identity.sub,
    }),
);
