import { ZApplicationDetail } from '@contracts/applications/application';
import { ZProposeMatch } from '@contracts/applications/matching';
import { httpRoute } from '../../middleware/http-route';
import { proposeMatch as propose } from '../../services/applications/propose-match';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const proposeMatch = httpRoute(
  {
    access: 'admin',
    deps: applicationsDeps,
    body: ZProposeMatch,
    response: ZApplicationDetail,
    status: 201,
  },
  async ({ params, body, identity, deps }) =>
    propose(deps, {
      roleId: applicationIdOf(params),
      candidateId: applicationIdOf({ id: body.candidateId }),
      sub: identity.sub,
    }),
);
