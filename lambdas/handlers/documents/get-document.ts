import { ZDocument } from '@contracts/documents/document';
import { httpRoute } from '../../middleware/http-route';
import { getDocument as get } from '../../services/documents/get-document';
import { documentsDeps } from './deps';
import { documentIdOf } from './path-params';

export const getDocument = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZDocument },
  async ({ params, identity, deps }) => get(deps, { sub: identity.sub, id: documentIdOf(params) }),
);
