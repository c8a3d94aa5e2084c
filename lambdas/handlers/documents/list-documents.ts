import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { listDocuments as list } from '../../services/documents/list-documents';
import { documentsDeps } from './deps';

export const listDocuments = httpRoute(
  documentRoutes.listDocuments,
  { deps: documentsDeps },
  async ({ query, identity, deps }) =>
    list(deps, {
      sub: identity.sub,
      page: query,
      ...(query.status ? { status: query.status } : {}),
      ...(query.q ? { q: query.q } : {}),
    }),
);
