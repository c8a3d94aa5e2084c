import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateEngagement as update } from '../../services/engagements/update-engagement';
import { engagementsDeps } from './deps';

export const updateEngagement = httpRoute(
  engagementRoutes.update,
  { deps: engagementsDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, { sub: identity.sub, id: params.id, engagement: body }),
);
