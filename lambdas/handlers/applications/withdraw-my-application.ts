import { ZMyApplication } from '@contracts/applications/my-applications';
import { httpRoute } from '../../middleware/http-route';
import { withdrawApplication } from '../../services/applications/withdraw-application';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const withdrawMyApplication = httpRoute(
  { access: 'user', deps: applicationsDeps, response: ZMyApplication },
  async ({ params, identity, deps }) =>
    withdrawApplication(deps, { id: applicationIdOf(params), sub: identity.sub }),
);
