import { ZDocumentList, ZDocumentListQuery } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { listLibraryDocuments as list } from '../../services/documents/list-library-documents';
import { documentsDeps } from './deps';
import { libraryIdOf } from './path-params';

export const listLibraryDocuments = httpRoute(
  { access: 'user', deps: documentsDeps, query: ZDocumentListQuery, response: ZDocumentList },
  async ({ params, query, identity, deps }) =>
    list(deps, { sub: identity.sub, id: libraryIdOf(params), page: query }),
);
