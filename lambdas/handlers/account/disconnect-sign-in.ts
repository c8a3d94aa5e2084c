import {
  SIGN_IN_PROVIDER_SLUGS,
  ZSignInProviderParams,
} from '@contracts/account/connected-sign-ins';
import { httpRoute } from '../../middleware/http-route';
import { disconnectSignIn as disconnect } from '../../services/account/disconnect-sign-in';
import { accountDeps } from './deps';

/** 204: the provider no longer opens the caller's account. */
export const disconnectSignIn = httpRoute(
  { access: 'user', deps: accountDeps, params: ZSignInProviderParams },
  async ({ identity, params, deps, log }) =>
    disconnect(deps, { identity, provider: SIGN_IN_PROVIDER_SLUGS[params.provider], log }),
);
