import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { decideMatch as decide } from '../../services/applications/decide-match';
import { applicationsDeps } from './deps';

export const decideMatch = httpRoute(
  applicationRoutes.decideMatch,
  { deps: applicationsDeps },
  async ({ params, body, identity, deps }) =>
    decide(deps, {
      id: params.id,
      roleId: params.roleId,
      sub: identity.sub,
      decision: body.decision,
    }),
);
