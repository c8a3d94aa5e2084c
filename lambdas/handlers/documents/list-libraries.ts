import { ZLibraryList } from '@contracts/documents/library';
import { httpRoute } from '../../middleware/http-route';
import { listLibraries as list } from '../../services/documents/list-libraries';
import { documentsDeps } from './deps';

export const listLibraries = httpRoute(
  { access: 'user', deps: documentsDeps, response: ZLibraryList },
  async ({ identity, deps }) => list(deps, { sub: identity.sub }),
);
