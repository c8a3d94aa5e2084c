import { ZConnectedSignIns } from '@contracts/account/connected-sign-ins';
import { httpRoute } from '../../middleware/http-route';
import { listSignIns as list } from '../../services/account/list-sign-ins';
import { accountDeps } from './deps';

export const listSignIns = httpRoute(
  { access: 'user', deps: accountDeps, response: ZConnectedSignIns },
  async ({ identity, deps }) => list(deps, { identity }),
);
