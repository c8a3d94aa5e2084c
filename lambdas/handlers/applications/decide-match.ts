import { ZMatchDecision, ZMyApplication } from '@contracts/applications/my-applications';
import { httpRoute } from '../../middleware/http-route';
import { decideMatch as decide } from '../../services/applications/decide-match';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const decideMatch = httpRoute(
  { access: 'user', deps: applicationsDeps, body: ZMatchDecision, response: ZMyApplication },
  async ({ params, body, identity, deps }) =>
    decide(deps, {
      id: applicationIdOf(params),
      roleId: applicationIdOf({ id: params.roleId }),
      sub: identity.sub,
      decision: body.decision,
    }),
);
