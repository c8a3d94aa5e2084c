import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getTimer as get } from '../../services/timesheets/get-timer';
import { timesheetsDeps } from './deps';

export const getTimer = httpRoute(
  timesheetRoutes.getTimer,
  { deps: timesheetsDeps },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
