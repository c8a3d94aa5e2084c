import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { changeStatus as change } from '../../services/applications/change-status';
import { applicationsDeps } from './deps';

export const changeStatus = httpRoute(
  applicationRoutes.changeStatus,
  { deps: applicationsDeps },
  async ({ params, body, identity, deps }) =>
    change(deps, { id: params.id, sub: identity.sub, ...body }),
);
