import { ZTimerState } from '@contracts/timesheets/timer';
import { httpRoute } from '../../middleware/http-route';
import { getTimer as get } from '../../services/timesheets/get-timer';
import { timesheetsDeps } from './deps';

export const getTimer = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZTimerState },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
