import { ZMyApplicationList, ZMyApplicationsQuery } from '@contracts/applications/my-applications';
import { httpRoute } from '../../middleware/http-route';
import { listMyApplications as list } from '../../services/applications/my-applications';
import { applicationsDeps } from './deps';

export const listMyApplications = httpRoute(
  {
    access: 'user',
    deps: applicationsDeps,
    query: ZMyApplicationsQuery,
    response: ZMyApplicationList,
  },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, ...query }),
);
