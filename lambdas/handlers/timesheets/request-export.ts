import { ZRequestExport, ZTimesheetExport } from '@contracts/timesheets/export';
import { httpRoute } from '../../middleware/http-route';
import { requestExport as request } from '../../services/timesheets/request-export';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const requestExport = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZRequestExport, response: ZTimesheetExport },
  async ({ params, body, identity, deps }) =>
    request(deps, { calendarId: calendarIdOf(params), sub: identity.sub, request: body }),
);
