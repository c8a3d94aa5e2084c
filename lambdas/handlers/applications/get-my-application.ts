import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { getMyApplication as get } from '../../services/applications/my-applications';
import { applicationsDeps } from './deps';

export const getMyApplication = httpRoute(
  applicationRoutes.getMine,
  { deps: applicationsDeps },
  async ({ params, identity, deps }) => get(deps, { id: params.id, sub: identity.sub }),
);
