import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { listEngagements as list } from '../../services/engagements/list-engagements';
import { engagementsDeps } from './deps';

export const listEngagements = httpRoute(
  engagementRoutes.list,
  { deps: engagementsDeps },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, query }),
);
