import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteLibrary as remove } from '../../services/documents/delete-library';
import { documentsDeps } from './deps';

export const deleteLibrary = httpRoute(
  documentRoutes.deleteLibrary,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: params.id });
  },
);
