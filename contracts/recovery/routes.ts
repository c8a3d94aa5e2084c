import { ZRecoverWithCode } from '../account/account-security';
import { defineRoutes } from '../route';

/**
 * The sign-in with a recovery code in place of a lost authenticator app: anonymous, so an area
 * of its own, apart from the account's signed-in routes.
 */
export const recoveryRoutes = defineRoutes('recovery', {
  recoverWithCode: {
    method: 'POST',
    path: '/api/public/account-recovery',
    access: 'public',
    summary: 'Turns the authenticator app off for a good e-mail, password and recovery code',
    body: ZRecoverWithCode,
  },
});
