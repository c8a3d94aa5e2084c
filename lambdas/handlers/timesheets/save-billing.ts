import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { saveBilling as save } from '../../services/timesheets/save-billing';
import { timesheetsDeps } from './deps';

export const saveBilling = httpRoute(
  timesheetRoutes.saveBilling,
  { deps: timesheetsDeps },
  async ({ params, body, identity, deps }) =>
    save(deps, {
      bookingPageId: params.id,
      sub: identity.sub,
      username: identity.username,
      settings: body,
    }),
);
