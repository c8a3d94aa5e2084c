import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteDocument as remove } from '../../services/documents/delete-document';
import { documentsDeps } from './deps';

export const deleteDocument = httpRoute(
  documentRoutes.deleteDocument,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: params.id });
  },
);
