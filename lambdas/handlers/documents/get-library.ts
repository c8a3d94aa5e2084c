import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { getLibrary as get } from '../../services/documents/get-library';
import { documentsDeps } from './deps';

export const getLibrary = httpRoute(
  documentRoutes.getLibrary,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => get(deps, { sub: identity.sub, id: params.id }),
);
