import { tickerRoutes } from '@contracts/ticker/routes';
import { httpRoute } from '../../middleware/http-route';
import { listTickerMessages as listAll } from '../../services/ticker/list-ticker-messages';
import { tickerDeps } from './deps';

export const listTickerMessages = httpRoute(
  tickerRoutes.list,
  { deps: tickerDeps },
  async ({ deps }) => listAll(deps),
);
