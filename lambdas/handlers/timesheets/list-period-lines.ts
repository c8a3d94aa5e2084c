import {
  ZTimesheetEntriesPage,
  ZTimesheetLinesQuery,
  ZTimesheetMeetingsPage,
} from '@contracts/timesheets/timesheet';
import { httpRoute } from '../../middleware/http-route';
import {
  listPeriodEntries as listEntries,
  listPeriodMeetings as listMeetings,
} from '../../services/timesheets/list-period-lines';
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
    listEntries(deps, { calendarId: calendarIdOf(params), sub: identity.sub, query }),
);

export const listPeriodMeetings = httpRoute(
  {
    access: 'user',
    deps: timesheetsDeps,
    query: ZTimesheetLinesQuery,
    response: ZTimesheetMeetingsPage,
  },
  async ({ params, query, identity, deps }) =>
    listMeetings(deps, { calendarId: calendarIdOf(params), sub: identity.sub, query }),
);
