import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { getAdminAccess } from './get-admin-access';
import { getHealth } from './get-health';
import { getMe } from './get-me';

export const handler = dispatchRoutes({
  'GET /api/health': getHealth,
  'GET /api/me': getMe,
  'GET /api/admin/access': getAdminAccess,
});
