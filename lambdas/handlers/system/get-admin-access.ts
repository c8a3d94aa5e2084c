import { systemRoutes } from '@contracts/system/routes';
import { httpRoute } from '../../middleware/http-route';
import { systemDeps } from './deps';

/**
 * The admin screens ask this before they open. The access check of every admin route is the
 * whole answer: 204 for an administrator with an authenticator app who signed in with it, 403
 * `mfa_required` for one without or from a Google, Microsoft or LinkedIn sign-in, 403
 * `forbidden` for anyone else.
 */
export const getAdminAccess = httpRoute(
  systemRoutes.adminAccess,
  { deps: systemDeps },
  async () => undefined,
);
