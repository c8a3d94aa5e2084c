import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { submitPeriod as submit } from '../../services/timesheets/submit-period';
import { timesheetsDeps } from './deps';

export const submitPeriod = httpRoute(
  timesheetRoutes.submitPeriod,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    submit(deps, { bookingPageId: params.id, sub: identity.sub, ...body }),
);
