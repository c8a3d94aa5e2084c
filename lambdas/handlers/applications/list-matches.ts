import { ZMatchReport } from '@contracts/applications/matching';
import { httpRoute } from '../../middleware/http-route';
import { listMatches as list } from '../../services/applications/list-matches';
import { applicationsDeps } from './deps';
import { applicationIdOf } from './path-params';

export const listMatches = httpRoute(
  { access: 'admin', deps: applicationsDeps, response: ZMatchReport },
  async ({ params, deps }) => list(deps, applicationIdOf(params)),
);
