import { ZTimesheet, ZTimesheetQuery } from '@contracts/timesheets/timesheet';
import { httpRoute } from '../../middleware/http-route';
import { getTimesheet as get } from '../../services/timesheets/get-timesheet';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const getTimesheet = httpRoute(
  { access: 'user', deps: timesheetsDeps, query: ZTimesheetQuery, response: ZTimesheet },
  async ({ params, query, identity, deps }) =>
    get(deps, { calendarId: calendarIdOf(params), sub: identity.sub, period: query }),
);
