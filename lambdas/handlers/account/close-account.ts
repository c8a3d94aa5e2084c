import { ZCloseAccount, ZClosingAccount } from '@contracts/account/close-account';
import { httpRoute } from '../../middleware/http-route';
import { requestClosure } from '../../services/account/request-closure';
import { accountDeps } from './deps';

export const closeAccount = httpRoute(
  {
    access: 'user',
    deps: accountDeps,
    body: ZCloseAccount,
    response: ZClosingAccount,
    status: 202,
  },
  async ({ identity, body, deps }) => requestClosure(deps, { identity, email: body.email }),
);
