import { ZDownloadQuery, ZDownloadUrl } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { getDownloadUrl as get } from '../../services/documents/get-download-url';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const getDownloadUrl = httpRoute(
  { access: 'user', deps: documentsDeps, query: ZDownloadQuery, response: ZDownloadUrl },
  async ({ params, query, identity, deps }) =>
    get(deps, { sub: identity.sub, id: documentIdOf(params), ...query }),
);
