import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { createLibrary as create } from '../../services/documents/create-library';
import { documentsDeps } from './deps';

export const createLibrary = httpRoute(
  documentRoutes.createLibrary,
  { deps: documentsDeps },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, library: body }),
);
