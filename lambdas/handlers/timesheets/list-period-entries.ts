import { ZTimesheetEntriesPage, ZTimesheetLinesQuery } from '@contracts/timesheets/timesheet';
import { httpRoute } from '../../middleware/http-route';
import { listPeriodEntries as list } from '../../services/timesheets/list-period-lines';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const listPeriodEntries = httpRoute(
  {
    access: 'user',
    deps: timesheetsDeps,
    query: ZTimesheetLinesQuery,
    response: ZTimesheetEntriesPage,
  },
  async ({ params, query, identity, deps }) =>
    list(deps, { calendarId: calendarIdOf(params), sub: identity.sub, query }),
);
