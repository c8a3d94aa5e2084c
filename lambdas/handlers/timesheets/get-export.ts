import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getExport as get } from '../../services/timesheets/get-export';
import { timesheetsDeps } from './deps';

export const getExport = httpRoute(
  timesheetRoutes.getExport,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    get(deps, { bookingPageId: params.id, exportId: params.exportId, sub: identity.sub }),
);
