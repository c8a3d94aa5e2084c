import { ZMe } from '@contracts/system/get-me';
import { httpRoute } from '../../middleware/http-route';
import { getMe as getMeService } from '../../services/system/get-me';
import { systemDeps } from './deps';

export const getMe = httpRoute(
  { access: 'user', deps: systemDeps, response: ZMe },
  async ({ identity, deps }) =>
    getMeService(deps, {
      sub: identity.sub,
      username: identity.username,
      isAdmin: identity.isAdmin,
    }),
);
