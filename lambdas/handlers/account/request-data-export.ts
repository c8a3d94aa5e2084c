import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { requestDataExport as request } from '../../services/account/request-data-export';
import { accountDeps } from './deps';

export const requestDataExport = httpRoute(
  accountRoutes.requestExport,
  { deps: accountDeps },
  async ({ identity, deps }) =>
    request(deps, {
      sub: identity.sub,
      ...(identity.authTime === undefined ? {} : { authTime: identity.authTime }),
    }),
);
