import { ZTimesheetExport } from '@contracts/timesheets/export';
import { httpRoute } from '../../middleware/http-route';
import { getExport as get } from '../../services/timesheets/get-export';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';
import { exportIdOf } from './path-params';

export const getExport = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZTimesheetExport },
  async ({ params, identity, deps }) =>
    get(deps, {
      calendarId: calendarIdOf(params),
      exportId: exportIdOf(params),
      sub: identity.sub,
    }),
);
