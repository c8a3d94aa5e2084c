import { clientRoutes } from '@contracts/clients/routes';
import { httpRoute } from '../../middleware/http-route';
import { listClients as list } from '../../services/clients/list-clients';
import { clientsDeps } from './deps';

export const listClients = httpRoute(
  clientRoutes.list,
  { deps: clientsDeps },
  async ({ query, identity, deps }) => list(deps, { sub: identity.sub, page: query }),
);
