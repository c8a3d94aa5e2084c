import { recoveryRoutes } from '@contracts/recovery/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { recoveryDeps } from './deps';

/** The sign-in with a recovery code: anonymous, so apart from the account's signed-in routes. */
export const handler = dispatchRoutes(recoveryDeps, recoveryRoutes, {
  recoverWithCode: () => import('./recover-with-code').then((m) => m.recoverWithCode),
});
