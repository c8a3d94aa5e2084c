import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { createEntry as create } from '../../services/timesheets/create-entry';
import { timesheetsDeps } from './deps';

export const createEntry = httpRoute(
  timesheetRoutes.createEntry,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    create(deps, { bookingPageId: params.id, sub: identity.sub, entry: body }),
);
