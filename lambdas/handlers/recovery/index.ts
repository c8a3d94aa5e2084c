import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { recoveryDeps } from './deps';

/** The sign-in with a recovery code: anonymous, so apart from the account's signed-in routes. */
export const handler = dispatchRoutes(recoveryDeps, {
  'POST /api/public/account-recovery': () =>
    import('./recover-with-code').then((m) => m.recoverWithCode),
});
