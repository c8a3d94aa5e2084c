import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { getProfessionalProfile as get } from '../../services/profile/get-professional-profile';
import { timesheetsDeps } from './deps';

export const getProfessionalProfile = httpRoute(
  timesheetRoutes.getProfile,
  { deps: timesheetsDeps },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
