import { SIGN_IN_PROVIDER_SLUGS } from '@contracts/account/connected-sign-ins';
import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { startSignInConnection as start } from '../../services/account/start-sign-in-connection';
import { accountDeps } from './deps';

/** `{ url }`: the provider's sign-in screen, to connect it to the caller's account. */
export const startSignInConnection = httpRoute(
  accountRoutes.startSignInConnection,
  { deps: accountDeps },
  async ({ identity, params, deps }) =>
    start(deps, { identity, provider: SIGN_IN_PROVIDER_SLUGS[params.provider] }),
);
