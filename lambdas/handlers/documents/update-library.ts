import { ZLibrary, ZUpdateLibrary } from '@contracts/documents/library';
import { httpRoute } from '../../middleware/http-route';
import { updateLibrary as update } from '../../services/documents/update-library';
import { documentsDeps } from './deps';
import { libraryIdOf } from './path-params';

export const updateLibrary = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZUpdateLibrary, response: ZLibrary },
  async ({ params, body, identity, deps }) =>
    update(deps, { sub: identity.sub, id: libraryIdOf(params), library: body }),
);
