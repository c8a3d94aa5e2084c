import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { requestExport as request } from '../../services/timesheets/request-export';
import { timesheetsDeps } from './deps';

export const requestExport = httpRoute(
  timesheetRoutes.requestExport,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    request(deps, { bookingPageId: params.id, sub: identity.sub, request: body }),
);
