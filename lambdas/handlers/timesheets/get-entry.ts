import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getEntry as get } from '../../services/timesheets/get-entry';
import { timesheetsDeps } from './deps';

export const getEntry = httpRoute(
  timesheetRoutes.getEntry,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    get(deps, { bookingPageId: params.id, entryId: params.entryId, sub: identity.sub }),
);
