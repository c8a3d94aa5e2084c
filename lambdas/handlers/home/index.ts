import { homeRoutes } from '@contracts/home/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { homeDeps } from './deps';

export const handler = dispatchRoutes(homeDeps, homeRoutes, {
  clients: () => import('./home-clients').then((m) => m.homeClients),
});
