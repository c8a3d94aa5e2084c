import { dispatchRoutes } from '../../middleware/dispatch-routes';
import { addTickerMessage } from './add-ticker-message';
import { deleteTickerMessage } from './delete-ticker-message';
import { listActiveTickerMessages } from './list-active-ticker-messages';
import { listTickerMessages } from './list-ticker-messages';
import { reorderTickerMessages } from './reorder-ticker-messages';
import { setTickerMessageActive } from './set-ticker-message-active';

export const handler = dispatchRoutes({
  'GET /api/ticker': listActiveTickerMessages,
  'GET /api/admin/ticker': listTickerMessages,
  'POST /api/admin/ticker': addTickerMessage,
  'PATCH /api/admin/ticker/{id}': setTickerMessageActive,
  'PUT /api/admin/ticker/order': reorderTickerMessages,
  'DELETE /api/admin/ticker/{id}': deleteTickerMessage,
});
