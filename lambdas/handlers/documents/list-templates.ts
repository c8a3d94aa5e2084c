import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { listTemplates as list } from '../../services/documents/templates/list-templates';
import { documentsDeps } from './deps';

export const listTemplates = httpRoute(
  documentRoutes.listTemplates,
  { deps: documentsDeps },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
