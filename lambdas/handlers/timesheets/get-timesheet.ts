import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getTimesheet as get } from '../../services/timesheets/get-timesheet';
import { timesheetsDeps } from './deps';

export const getTimesheet = httpRoute(
  timesheetRoutes.getTimesheet,
  { deps: timesheetsDeps },
  async ({ params, query, identity, deps }) =>
    get(deps, { bookingPageId: params.id, sub: identity.sub, period: query }),
);
