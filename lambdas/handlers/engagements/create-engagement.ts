import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { createEngagement as create } from '../../services/engagements/create-engagement';
import { engagementsDeps } from './deps';

export const createEngagement = httpRoute(
  engagementRoutes.create,
  { deps: engagementsDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, engagement: body }),
);
