import { clientRoutes } from '@contracts/clients/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteClient as remove } from '../../services/clients/delete-client';
import { clientsDeps } from './deps';

export const deleteClient = httpRoute(
  clientRoutes.delete,
  { deps: clientsDeps },
  async ({ params, identity, deps }) => {
    await remove(deps, { sub: identity.sub, id: params.id });
  },
);
