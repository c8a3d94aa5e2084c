import { ZRecoveryCodes } from '@contracts/account/account-security';
import { httpRoute } from '../../middleware/http-route';
import { mfaTurnedOn as turnedOn } from '../../services/account/mfa-changes';
import { accountDeps } from './deps';

/** 201: the authenticator app is on; its recovery codes, shown this once. */
export const mfaTurnedOn = httpRoute(
  { access: 'user', deps: accountDeps, response: ZRecoveryCodes, status: 201 },
  async ({ identity, deps }) => turnedOn(deps, { identity }),
);
