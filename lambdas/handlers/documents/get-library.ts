import { ZLibrary } from '@contracts/documents/library';
import { httpRoute } from '../../middleware/http-route';
import { getLibrary as get } from '../../services/documents/get-library';
import { documentsDeps } from './deps';
import { libraryIdOf } from './path-params';

export const getLibrary = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZLibrary },
  async ({ params, identity, deps }) => get(deps, { sub: identity.sub, id: libraryIdOf(params) }),
);
