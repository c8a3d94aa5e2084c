import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { setRequirements as set } from '../../services/applications/set-requirements';
import { applicationsDeps } from './deps';

export const setRequirements = httpRoute(
  applicationRoutes.setRequirements,
  { deps: applicationsDeps },
  async ({ params, body, deps }) => set(deps, { id: params.id, requirements: body }),
);
