import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteTemplate as remove } from '../../services/documents/templates/delete-template';
import { documentsDeps } from './deps';

export const deleteTemplate = httpRoute(
  documentRoutes.deleteTemplate,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: params.id });
  },
);
