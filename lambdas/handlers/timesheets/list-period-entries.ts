import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { listPeriodEntries as list } from '../../services/timesheets/list-period-lines';
import { timesheetsDeps } from './deps';

export const listPeriodEntries = httpRoute(
  timesheetRoutes.listEntries,
  { deps: timesheetsDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { bookingPageId: params.id, sub: identity.sub, query }),
);
