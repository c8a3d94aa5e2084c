import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { accountDeps } from './deps';

export const handler = dispatchRoutes(accountDeps, {
  'GET /api/account/export': () => import('./get-data-export').then((m) => m.getDataExport),
  'POST /api/account/export': () =>
    import('./request-data-export').then((m) => m.requestDataExport),
  'POST /api/account/close': () => import('./close-account').then((m) => m.closeAccount),
});
