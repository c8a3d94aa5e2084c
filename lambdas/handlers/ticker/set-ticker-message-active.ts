import { tickerRoutes } from '@contracts/ticker/routes';
import { httpRoute } from '../../middleware/http-route';
import { setTickerMessageActive as setActive } from '../../services/ticker/set-ticker-message-active';
import { tickerDeps } from './deps';

export const setTickerMessageActive = httpRoute(
  tickerRoutes.setActive,
  { deps: tickerDeps },
  async ({ params, body, deps }) => setActive(deps, { id: params.id, isActive: body.isActive }),
);
