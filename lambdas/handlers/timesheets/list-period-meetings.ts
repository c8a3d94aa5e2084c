import { ZTimesheetLinesQuery, ZTimesheetMeetingsPage } from '@contracts/timesheets/timesheet';
import { httpRoute } from '../../middleware/http-route';
import { listPeriodMeetings as list } from '../../services/timesheets/list-period-lines';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const listPeriodMeetings = httpRoute(
  {
    access: 'user',
    deps: timesheetsDeps,
    query: ZTimesheetLinesQuery,
    response: ZTimesheetMeetingsPage,
  },
  async ({ params, query, identity, deps }) =>
    list(deps, { calendarId: calendarIdOf(params), sub: identity.sub, query }),
);
