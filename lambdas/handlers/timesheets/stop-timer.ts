import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { stopTimer as stop } from '../../services/timesheets/stop-timer';
import { timesheetsDeps } from './deps';

export const stopTimer = httpRoute(
  timesheetRoutes.stopTimer,
  { deps: timesheetsDeps },
  async ({ body, identity, deps }) => {
    const { entry } = await stop(deps, {
      sub: identity.sub,
      stoppedAt: deps.clock.now(),
      description: body.description,
    });
    return entry;
  },
);
