import { engagementRoutes } from '@contracts/engagements/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteEngagement as remove } from '../../services/engagements/delete-engagement';
import { engagementsDeps } from './deps';

export const deleteEngagement = httpRoute(
  engagementRoutes.delete,
  { deps: engagementsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: params.id });
  },
);
