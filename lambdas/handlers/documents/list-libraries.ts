import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { listLibraries as list } from '../../services/documents/list-libraries';
import { documentsDeps } from './deps';

export const listLibraries = httpRoute(
  documentRoutes.listLibraries,
  { deps: documentsDeps },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
