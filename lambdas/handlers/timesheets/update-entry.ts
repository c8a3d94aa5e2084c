import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateEntry as update } from '../../services/timesheets/update-entry';
import { timesheetsDeps } from './deps';

export const updateEntry = httpRoute(
  timesheetRoutes.updateEntry,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, {
      bookingPageId: params.id,
      entryId: params.entryId,
      sub: identity.sub,
      entry: body,
    }),
);
