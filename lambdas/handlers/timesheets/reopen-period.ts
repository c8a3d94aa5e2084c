import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { reopenPeriod as reopen } from '../../services/timesheets/reopen-period';
import { timesheetsDeps } from './deps';

export const reopenPeriod = httpRoute(
  timesheetRoutes.reopenPeriod,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    reopen(deps, {
      bookingPageId: params.id,
      periodId: params.periodId,
      sub: identity.sub,
      reason: body.reason,
    }),
);
