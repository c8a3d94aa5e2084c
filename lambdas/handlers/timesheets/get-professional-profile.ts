import { ZProfessionalProfile } from '@contracts/account/professional-profile';
import { httpRoute } from '../../middleware/http-route';
import { getProfessionalProfile as get } from '../../services/profile/get-professional-profile';
import { timesheetsDeps } from './deps';

export const getProfessionalProfile = httpRoute(
  { access: 'user', deps: timesheetsDeps, response: ZProfessionalProfile },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
