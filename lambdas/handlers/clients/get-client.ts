import { clientRoutes } from '@contracts/clients/routes';
import { httpRoute } from '../../middleware/http-route';
import { getClient as get } from '../../services/clients/get-client';
import { clientsDeps } from './deps';

export const getClient = httpRoute(
  clientRoutes.get,
  { deps: clientsDeps },
  async ({ params, identity, deps }) => get(deps, { sub: identity.sub, id: params.id }),
);
