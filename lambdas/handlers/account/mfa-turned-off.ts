import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { mfaTurnedOff as turnedOff } from '../../services/account/mfa-changes';
import { accountDeps } from './deps';

/** 204: the authenticator app is off, its recovery codes dropped, the account told. */
export const mfaTurnedOff = httpRoute(
  accountRoutes.mfaTurnedOff,
  { deps: accountDeps },
  async ({ identity, deps }) => turnedOff(deps, { identity }),
);
