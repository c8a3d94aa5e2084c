import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { getEngagement as get } from '../../services/engagements/get-engagement';
import { engagementsDeps } from './deps';

export const getEngagement = httpRoute(
  engagementRoutes.get,
  { deps: engagementsDeps },
  async ({ params, identity, deps }) => get(deps, { sub: identity.sub, id: params.id }),
);
