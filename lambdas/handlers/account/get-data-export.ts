import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { getDataExport as get } from '../../services/account/get-data-export';
import { accountDeps } from './deps';

export const getDataExport = httpRoute(
  accountRoutes.getExport,
  { deps: accountDeps },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
