import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { startTimer as start } from '../../services/timesheets/start-timer';
import { timesheetsDeps } from './deps';

export const startTimer = httpRoute(
  timesheetRoutes.startTimer,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    start(deps, {
      bookingPageId: params.id,
      sub: identity.sub,
      description: body.description,
      currency: body.currency,
      workstreamId: body.workstreamId,
    }),
);
