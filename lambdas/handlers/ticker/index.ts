import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { tickerDeps } from './deps';

export const handler = dispatchRoutes(tickerDeps, {
  'GET /api/ticker': () =>
    import('./list-active-ticker-messages').then((m) => m.listActiveTickerMessages),
  'GET /api/admin/ticker': () => import('./list-ticker-messages').then((m) => m.listTickerMessages),
  'POST /api/admin/ticker': () => import('./add-ticker-message').then((m) => m.addTickerMessage),
  'PATCH /api/admin/ticker/{id}': () =>
    import('./set-ticker-message-active').then((m) => m.setTickerMessageActive),
  'PUT /api/admin/ticker/order': () =>
    import('./reorder-ticker-messages').then((m) => m.reorderTickerMessages),
  'DELETE /api/admin/ticker/{id}': () =>
    import('./delete-ticker-message').then((m) => m.deleteTickerMessage),
});
