import { oauthRoutes } from '@contracts/oauth/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { oauthDeps } from './deps';

export const handler = dispatchRoutes(oauthDeps, oauthRoutes, {
  callback: () => import('./oauth-callback').then((m) => m.oauthCallback),
});
