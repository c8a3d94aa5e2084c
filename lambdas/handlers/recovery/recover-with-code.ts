import { recoveryRoutes } from '@contracts/recovery/routes';
import { httpRoute } from '../../middleware/http-route';
import { recoverWithCode as recover } from '../../services/account/recover-with-code';
import { recoveryDeps } from './deps';

/** 204: the code was good; the authenticator app is off, so the password signs in alone. */
export const recoverWithCode = httpRoute(
  recoveryRoutes.recoverWithCode,
  { deps: recoveryDeps },
  async ({ body, deps, log }) =>
    recover(deps, { email: body.email, password: body.password, code: body.code, log }),
);
