import { systemRoutes } from '@contracts/system/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { systemDeps } from './deps';

export const handler = dispatchRoutes(systemDeps, systemRoutes, {
  health: () => import('./get-health').then((m) => m.getHealth),
  me: () => import('./get-me').then((m) => m.getMe),
  adminAccess: () => import('./get-admin-access').then((m) => m.getAdminAccess),
  openApi: () => import('./get-openapi').then((m) => m.getOpenApi),
});
