import { httpRoute } from '../../middleware/http-route';
import { deleteDocument as remove } from '../../services/documents/delete-document';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const deleteDocument = httpRoute(
  { access: 'user', deps: documentsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: documentIdOf(params) });
  },
);
