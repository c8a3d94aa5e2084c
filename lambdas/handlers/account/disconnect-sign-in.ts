import { SIGN_IN_PROVIDER_SLUGS } from '@contracts/account/connected-sign-ins';
import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { disconnectSignIn as disconnect } from '../../services/account/disconnect-sign-in';
import { accountDeps } from './deps';

/** 204: the provider no longer opens the caller's account. */
export const disconnectSignIn = httpRoute(
  accountRoutes.disconnectSignIn,
  { deps: accountDeps },
  async ({ identity, params, deps, log }) =>
    disconnect(deps, { identity, provider: SIGN_IN_PROVIDER_SLUGS[params.provider], log }),
);
