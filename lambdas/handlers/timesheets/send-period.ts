import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { sendPeriod as send } from '../../services/timesheets/send-period';
import { timesheetsDeps } from './deps';

export const sendPeriod = httpRoute(
  timesheetRoutes.sendPeriod,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    send(deps, { bookingPageId: params.id, periodId: params.periodId, sub: identity.sub }),
);
