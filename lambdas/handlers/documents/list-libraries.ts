import { ZLibraryList, ZLibraryListQuery } from '@contracts/documents/library';
import { httpRoute } from '../../middleware/http-route';
import { listLibraries as list } from '../../services/documents/list-libraries';
import { documentsDeps } from './deps';

export const listLibraries = httpRoute(
  { access: 'user', deps: documentsDeps, query: ZLibraryListQuery, response: ZLibraryList },
  async ({ identity, query, deps }) => list(deps, { sub: identity.sub, page: query }),
);
