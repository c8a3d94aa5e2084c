import { clientRoutes } from '@contracts/clients/routes';
import { httpRoute } from '../../middleware/http-route';
import { updateClient as update } from '../../services/clients/update-client';
import { clientsDeps } from './deps';

export const updateClient = httpRoute(
  clientRoutes.update,
  { deps: clientsDeps },
  async ({ params, body, identity, deps }) =>
    update(deps, {
      sub: identity.sub,
      username: identity.username,
      id: params.id,
      client: body,
    }),
);
