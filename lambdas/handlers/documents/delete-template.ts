import { httpRoute } from '../../middleware/http-route';
import { deleteTemplate as remove } from '../../services/documents/templates/delete-template';
import { documentsDeps } from './deps';
import { templateIdOf } from './path-params';

export const deleteTemplate = httpRoute(
  { access: 'user', deps: documentsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: templateIdOf(params) });
  },
);
