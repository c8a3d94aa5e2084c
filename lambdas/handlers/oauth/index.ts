import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { oauthDeps } from './deps';

export const handler = dispatchRoutes(oauthDeps, {
  'GET /api/oauth/{provider}/callback': () =>
    import('./oauth-callback').then((m) => m.oauthCallback),
});
