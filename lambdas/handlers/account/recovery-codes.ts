import { ZRecoveryCodes, ZRecoveryCodeStatus } from '@contracts/account/account-security';
import { httpRoute } from '../../middleware/http-route';
import {
  recoveryCodeStatus as status,
  regenerateRecoveryCodes as regenerate,
} from '../../services/account/recovery-codes';
import { accountDeps } from './deps';

/** When the recovery codes were made and how many are left. */
export const recoveryCodeStatus = httpRoute(
  { access: 'user', deps: accountDeps, response: ZRecoveryCodeStatus },
  async ({ identity, deps }) => status(deps, { identity }),
);

/** 201: a new set in place of the old, shown this once. */
export const regenerateRecoveryCodes = httpRoute(
  { access: 'user', deps: accountDeps, response: ZRecoveryCodes, status: 201 },
  async ({ identity, deps }) => regenerate(deps, { identity }),
);
