import { tickerRoutes } from '@contracts/ticker/routes';
import { httpRoute } from '../../middleware/http-route';
import { addTickerMessage as add } from '../../services/ticker/add-ticker-message';
import { tickerDeps } from './deps';

export const addTickerMessage = httpRoute(
  tickerRoutes.add,
  { deps: tickerDeps },
  async ({ body, deps }) => add(deps, { message: body.message }),
);
