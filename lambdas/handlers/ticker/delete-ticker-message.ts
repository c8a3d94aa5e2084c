import { tickerRoutes } from '@contracts/ticker/routes';
import { httpRoute } from '../../middleware/http-route';
import { deleteTickerMessage as remove } from '../../services/ticker/delete-ticker-message';
import { tickerDeps } from './deps';

export const deleteTickerMessage = httpRoute(
  tickerRoutes.remove,
  { deps: tickerDeps },
  async ({ params, deps }) => {
    await remove(deps, { id: params.id });
  },
);
