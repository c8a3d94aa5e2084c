import { ZCreateLibrary, ZLibrary } from '@contracts/documents/library';
import { httpRoute } from '../../middleware/http-route';
import { createLibrary as create } from '../../services/documents/create-library';
import { documentsDeps } from './deps';

export const createLibrary = httpRoute(
  { access: 'user', deps: documentsDeps, body: ZCreateLibrary, response: ZLibrary, status: 201 },
  async ({ body, identity, deps }) => create(deps, { sub: identity.sub, library: body }),
);
