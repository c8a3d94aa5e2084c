import {
  ZProfessionalProfile,
  ZSaveProfessionalProfile,
} from '@contracts/account/professional-profile';
import { httpRoute } from '../../middleware/http-route';
import { saveProfessionalProfile as save } from '../../services/profile/save-professional-profile';
import { timesheetsDeps } from './deps';

export const saveProfessionalProfile = httpRoute(
  {
    access: 'user',
    deps: timesheetsDeps,
    body: ZSaveProfessionalProfile,
    response: ZProfessionalProfile,
  },
  async ({ body, identity, deps }) => save(deps, { sub: identity.sub, profile: body }),
);
