import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { withdrawApplication } from '../../services/applications/withdraw-application';
import { applicationsDeps } from './deps';

export const withdrawMyApplication = httpRoute(
  applicationRoutes.withdrawMine,
  { deps: applicationsDeps },
  async ({ params, identity, deps }) =>
    withdrawApplication(deps, { id: params.id, sub: identity.sub }),
);
