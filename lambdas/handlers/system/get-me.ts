import { systemRoutes } from '@contracts/system/routes';
import { httpRoute } from '../../middleware/http-route';
import { getMe as getMeService } from '../../services/system/get-me';
import { systemDeps } from './deps';

export const getMe = httpRoute(systemRoutes.me, { deps: systemDeps }, async ({ identity, deps }) =>
  getMeService(deps, {
    sub: identity.sub,
    username: identity.username,
    isAdmin: identity.isAdmin,
  }),
);
