import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteEntry as remove } from '../../services/timesheets/delete-entry';
import { timesheetsDeps } from './deps';

export const deleteEntry = httpRoute(
  timesheetRoutes.deleteEntry,
  { deps: timesheetsDeps },
  async ({ params, identity, deps }) =>
    remove(deps, { bookingPageId: params.id, entryId: params.entryId, sub: identity.sub }),
);
