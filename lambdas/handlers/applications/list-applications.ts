import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { listApplications as list } from '../../services/applications/list-applications';
import { applicationsDeps } from './deps';

export const listApplications = httpRoute(
  applicationRoutes.list,
  { deps: applicationsDeps },
  async ({ query, deps }) => list(deps, query),
);
