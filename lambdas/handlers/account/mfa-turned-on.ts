import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import { mfaTurnedOn as turnedOn } from '../../services/account/mfa-changes';
import { accountDeps } from './deps';

/** 201: the authenticator app is on; its recovery codes, shown this once. */
export const mfaTurnedOn = httpRoute(
  accountRoutes.mfaTurnedOn,
  { deps: accountDeps },
  async ({ identity, deps }) => turnedOn(deps, { identity }),
);
