import { clientRoutes } from '@contracts/clients/routes';
import { httpRoute } from '../../middleware/http-route';
import { createClient as create } from '../../services/clients/create-client';
import { clientsDeps } from './deps';

export const createClient = httpRoute(
  clientRoutes.create,
  { deps: clientsDeps },
  async ({ body, identity, deps }) =>
    create(deps, { sub: identity.sub, username: identity.username, client: body }),
);
