import { accountRoutes } from '@contracts/account/routes';
import { httpRoute } from '../../middleware/http-route';
import {
  recoveryCodeStatus as status,
  regenerateRecoveryCodes as regenerate,
} from '../../services/account/recovery-codes';
import { accountDeps } from './deps';

/** When the recovery codes were made and how many are left. */
export const recoveryCodeStatus = httpRoute(
  accountRoutes.recoveryCodeStatus,
  { deps: accountDeps },
  async ({ identity, deps }) => status(deps, { identity }),
);

/** 201: a new set in place of the old, shown this once. */
export const regenerateRecoveryCodes = httpRoute(
  accountRoutes.regenerateRecoveryCodes,
  { deps: accountDeps },
  async ({ identity, deps }) => regenerate(deps, { identity }),
);
