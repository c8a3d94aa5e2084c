import { ZDataExport } from '@contracts/account/data-export';
import { httpRoute } from '../../middleware/http-route';
import { getDataExport as get } from '../../services/account/get-data-export';
import { accountDeps } from './deps';

export const getDataExport = httpRoute(
  { access: 'user', deps: accountDeps, response: ZDataExport },
  async ({ identity, deps }) => get(deps, { sub: identity.sub }),
);
