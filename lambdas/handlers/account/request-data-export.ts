import { ZDataExport } from '@contracts/account/data-export';
import { httpRoute } from '../../middleware/http-route';
import { requestDataExport as request } from '../../services/account/request-data-export';
import { accountDeps } from './deps';

export const requestDataExport = httpRoute(
  { access: 'user', deps: accountDeps, response: ZDataExport, status: 202 },
  async ({ identity, deps }) =>
    request(deps, {
      sub: identity.sub,
      ...(identity.authTime === undefined ? {} : { authTime: identity.authTime }),
    }),
);
