import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { systemDeps } from './deps';

export const handler = dispatchRoutes(systemDeps, {
  'GET /api/health': () => import('./get-health').then((m) => m.getHealth),
  'GET /api/me': () => import('./get-me').then((m) => m.getMe),
  'GET /api/admin/access': () => import('./get-admin-access').then((m) => m.getAdminAccess),
});
