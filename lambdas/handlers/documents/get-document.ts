import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { getDocument as get } from '../../services/documents/get-document';
import { documentsDeps } from './deps';

export const getDocument = httpRoute(
  documentRoutes.getDocument,
  { deps: documentsDeps },
  async ({ params, identity, deps }) => get(deps, { sub: identity.sub, id: params.id }),
);
