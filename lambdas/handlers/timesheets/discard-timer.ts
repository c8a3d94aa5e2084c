import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { discardTimer as discard } from '../../services/timesheets/discard-timer';
import { timesheetsDeps } from './deps';

export const discardTimer = httpRoute(
  timesheetRoutes.discardTimer,
  { deps: timesheetsDeps },
  async ({ identity, deps }) => discard(deps, { sub: identity.sub }),
);
