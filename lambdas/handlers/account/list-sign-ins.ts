import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { listSignIns as list } from '../../services/account/list-sign-ins';
import { accountDeps } from './deps';

export const listSignIns = httpRoute(
  accountRoutes.listSignIns,
  { deps: accountDeps },
  async ({ identity, deps }) => list(deps, { identity }),
);
