import { tickerRoutes } from '@contracts/ticker/routes';
import { httpRoute } from '../../middleware/http-route';
import { reorderTickerMessages as reorder } from '../../services/ticker/reorder-ticker-messages';
import { tickerDeps } from './deps';

export const reorderTickerMessages = httpRoute(
  tickerRoutes.reorder,
  { deps: tickerDeps },
  async ({ body, deps }) => reorder(deps, { ids: body.ids }),
);
