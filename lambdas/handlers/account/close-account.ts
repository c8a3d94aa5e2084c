import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { requestClosure } from '../../services/account/request-closure';
import { accountDeps } from './deps';

export const closeAccount = httpRoute(
  accountRoutes.close,
  { deps: accountDeps },
  async ({ identity, body, deps }) => requestClosure(deps, { identity, email: body.email }),
);
