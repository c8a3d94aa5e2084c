import { ZDocumentSummary, ZMoveDocument } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { moveDocument as move } from '../../services/documents/move-document';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const moveDocument = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZMoveDocument, response: ZDocumentSummary },
  async ({ params, body, identity, deps }) =>
    move(deps, { sub: identity.sub, id: documentIdOf(params), libraryId: body.libraryId }),
);
