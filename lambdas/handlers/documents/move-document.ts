import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { moveDocument as move } from '../../services/documents/move-document';
import { documentsDeps } from './deps';

export const moveDocument = httpRoute(
  documentRoutes.moveDocument,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    move(deps, { sub: identity.sub, id: params.id, libraryId: body.libraryId }),
);
