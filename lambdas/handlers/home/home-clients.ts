import { homeRoutes } from '@contracts/home/routes';
import { httpRoute } from '../../middleware/http-route';
import { homeClients as overview } from '../../services/home/client-overview';
import { homeDeps } from './deps';

export const homeClients = httpRoute(
  homeRoutes.clients,
  { deps: homeDeps },
  async ({ query, identity, deps }) =>
    overview(deps, { sub: identity.sub, timeZone: query.timeZone }),
);
