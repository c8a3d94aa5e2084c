import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { listMyApplications as list } from '../../services/applications/my-applications';
import { applicationsDeps } from './deps';

export const listMyApplications = httpRoute(
  applicationRoutes.listMine,
  { deps: applicationsDeps },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, ...query }),
);
