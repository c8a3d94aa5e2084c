import { tickerRoutes } from '@contracts/ticker/routes';
import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { tickerDeps } from './deps';

export const handler = dispatchRoutes(tickerDeps, tickerRoutes, {
  listActive: () => import('./list-active-ticker-messages').then((m) => m.listActiveTickerMessages),
  list: () => import('./list-ticker-messages').then((m) => m.listTickerMessages),
  add: () => import('./add-ticker-message').then((m) => m.addTickerMessage),
  reorder: () => import('./reorder-ticker-messages').then((m) => m.reorderTickerMessages),
  setActive: () => import('./set-ticker-message-active').then((m) => m.setTickerMessageActive),
  remove: () => import('./delete-ticker-message').then((m) => m.deleteTickerMessage),
});
