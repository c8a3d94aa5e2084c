import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateLibrary as update } from '../../services/documents/update-library';
import { documentsDeps } from './deps';

export const updateLibrary = httpRoute(
  documentRoutes.updateLibrary,
  { deps: documentsDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, { sub: identity.sub, id: params.id, library: body }),
);
