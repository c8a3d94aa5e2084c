import type { TRecoverWithCode } from '@contracts/account/account-security';
import { recoveryRoutes } from '@contracts/recovery/routes';
import { callApi } from '@/lib/call-api';
import { rememberReturn } from '../return-to';
import { passwordSignIn } from './password-sign-in';

/** Where a recovered account goes: the authenticator app is off and a new one is needed. */
export const RECOVERED_PATH = '/account/security';

/**
 * Signs in with a recovery code in place of the lost authenticator app: the server checks the
 * e-mail, password and code, and turns the app off (docs/decisions.md, "Recovery codes stand in
 * for a lost authenticator app"); then the password signs in alone, and the session goes to
 * Account Security to set up a new app.
 */
export async function recoverWithCode(body: TRecoverWithCode) {
  await callApi(recoveryRoutes.recoverWithCode, { body });
  rememberReturn(RECOVERED_PATH);
  return passwordSignIn(body.email, body.password);
}
