import { ZMyApplication } from '@contracts/applications/my-applications';
import { httpRoute } from '../../middleware/http-route';
import { getMyApplication as get } from '../../services/applications/my-applications';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const getMyApplication = httpRoute(
  { access: 'user', deps: applicationsDeps, response: ZMyApplication },
  async ({ params, identity, deps }) =>
    get(deps, { id: applicationIdOf(params), sub: identity.sub }),
);
