import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { oauthCallback } from './oauth-callback';

export const handler = dispatchRoutes({
  'GET /api/oauth/{provider}/callback': oauthCallback,
});
