import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { getApplication as get } from '../../services/applications/get-application';
import { applicationsDeps } from './deps';

export const getApplication = httpRoute(
  applicationRoutes.get,
  { deps: applicationsDeps },
  async ({ params, deps }) => get(deps, params.id),
);
