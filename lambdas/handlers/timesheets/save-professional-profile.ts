import { timesheetRoutes } from '@contracts/timesheets/routes';
import { httpRoute } from '../../middleware/http-route';
import { saveProfessionalProfile as save } from '../../services/profile/save-professional-profile';
import { timesheetsDeps } from './deps';

export const saveProfessionalProfile = httpRoute(
  timesheetRoutes.saveProfile,
  { deps: timesheetsDeps },
  async ({ body, identity, deps }) => save(deps, { sub: identity.sub, profile: body }),
);
