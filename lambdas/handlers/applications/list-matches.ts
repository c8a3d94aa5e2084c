import { applicationRoutes } from '@contracts/applications/routes';
import { httpRoute } from '../../middleware/http-route';
import { listMatches as list } from '../../services/applications/list-matches';
import { applicationsDeps } from './deps';

export const listMatches = httpRoute(
  applicationRoutes.listMatches,
  { deps: applicationsDeps },
  async ({ params, deps }) => list(deps, params.id),
);
