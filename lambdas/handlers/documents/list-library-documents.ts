import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { listLibraryDocuments as list } from '../../services/documents/list-library-documents';
import { documentsDeps } from './deps';

export const listLibraryDocuments = httpRoute(
  documentRoutes.listLibraryDocuments,
  { deps: documentsDeps },
  async ({ params, query, identity, deps }) =>
    list(deps, { sub: identity.sub, id: params.id, page: query }),
);
