import { httpRoute } from '../../middleware/http-route';
import { deleteLibrary as remove } from '../../services/documents/delete-library';
import { documentsDeps } from './deps';
import { libraryIdOf } from './path-params';

export const deleteLibrary = httpRoute(
  { access: 'user', deps: documentsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: libraryIdOf(params) });
  },
);
