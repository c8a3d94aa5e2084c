import { clientRoutes } from '@contracts/clients/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { clientsDeps } from './deps';

export const handler = dispatchRoutes(clientsDeps, clientRoutes, {
  list: () => import('./list-clients').then((m) => m.listClients),
  create: () => import('./create-client').then((m) => m.createClient),
  get: () => import('./get-client').then((m) => m.getClient),
  update: () => import('./update-client').then((m) => m.updateClient),
  delete: () => import('./delete-client').then((m) => m.deleteClient),
  linkBookingPage: () => import('./link-booking-page').then((m) => m.linkBookingPage),
});
