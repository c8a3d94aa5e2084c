import { ZPeriodSent, ZSubmitPeriod } from '@contracts/timesheets/period-approval';
import { httpRoute } from '../../middleware/http-route';
import { submitPeriod as submit } from '../../services/timesheets/submit-period';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const submitPeriod = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZSubmitPeriod, response: ZPeriodSent, status: 201 },
  async ({ params, body, identity, deps }) =>
    submit(deps, { calendarId: calendarIdOf(params), sub: identity.sub, ...body }),
);
