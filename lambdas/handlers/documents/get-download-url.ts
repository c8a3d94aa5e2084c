import { documentRoutes } from '@contracts/documents/routes';
import { httpRoute } from '../../middleware/http-route';
import { getDownloadUrl as get } from '../../services/documents/get-download-url';
import { documentsDeps } from './deps';

export const getDownloadUrl = httpRoute(
  documentRoutes.getDownloadUrl,
  { deps: documentsDeps },
  async ({ params, query, identity, deps }) =>
    get(deps, { sub: identity.sub, id: params.id, ...query }),
);
