import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getBilling as get } from '../../services/timesheets/get-billing';
import { timesheetsDeps } from './deps';

export const getBilling = httpRoute(
  timesheetRoutes.getBilling,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) => get(deps, { bookingPageId: params.id, sub: identity.sub }),
);
