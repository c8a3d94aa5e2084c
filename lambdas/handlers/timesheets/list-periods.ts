import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getPeriod as get, listPeriods as list } from '../../services/timesheets/list-periods';
import { timesheetsDeps } from './deps';

export const listPeriods = httpRoute(
  timesheetRoutes.listPeriods,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    list(deps.table, { bookingPageId: params.id, sub: identity.sub }),
);

export const getPeriod = httpRoute(
  timesheetRoutes.getPeriod,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    get(deps.table, { bookingPageId: params.id, periodId: params.periodId, sub: identity.sub }),
);
