import { httpRoute } from '../../middleware/http-route';
import { deleteTickerMessage as remove } from '../../services/ticker/delete-ticker-message';
import { messageIdOf } from './message-id';
import { tickerDeps } from './deps';

export const deleteTickerMessage = httpRoute(
  { access: 'admin', deps: tickerDeps },
  async ({ params, deps }) => {
    await remove(deps, { id: messageIdOf(params) });
  },
);
