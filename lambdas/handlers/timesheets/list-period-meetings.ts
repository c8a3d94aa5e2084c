import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { listPeriodMeetings as list } from '../../services/timesheets/list-period-lines';
import { timesheetsDeps } from './deps';

export const listPeriodMeetings = httpRoute(
  timesheetRoutes.listMeetings,
  { deps: timesheetsDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { bookingPageId: params.id, sub: identity.sub, query }),
);
