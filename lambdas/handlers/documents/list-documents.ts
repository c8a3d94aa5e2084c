import { ZAllDocumentsQuery, ZDocumentList } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { listDocuments as list } from '../../services/documents/list-documents';
import { documentsDeps } from './deps';

export const listDocuments = httpRoute(
  { access: 'user', deps: documentsDeps, query: ZAllDocumentsQuery, response: ZDocumentList },
  async ({ query, identity, deps }) =>
    list(deps, {
      sub: identity.sub,
      page: query,
      ...(query.status ? { status: query.status } : {}),
      ...(query.q ? { q: query.q } : {}),
    }),
);
