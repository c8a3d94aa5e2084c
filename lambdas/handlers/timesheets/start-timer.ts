import { ZStartTimer, ZTimerState } from '@contracts/timesheets/timer';
import { httpRoute } from '../../middleware/http-route';
import { startTimer as start } from '../../services/timesheets/start-timer';
import { calendarIdOf } from '../calendars/path-params';
import { timesheetsDeps } from './deps';

export const startTimer = httpRoute(
  { access: 'user', deps: timesheetsDeps, body: ZStartTimer, response: ZTimerState, status: 201 },
  async ({ params, body, identity, deps }) =>
    start(deps, {
      calendarId: calendarIdOf(params),
      sub: identity.sub,
      description: body.description,
      currency: body.currency,
    }),
);
