import { tickerRoutes } from '@contracts/ticker/routes';
import { httpRoute } from '../../middleware/http-route';
import { listActiveTickerMessages as listActive } from '../../services/ticker/list-active-ticker-messages';
import { tickerDeps } from './deps';

export const listActiveTickerMessages = httpRoute(
  tickerRoutes.listActive,
  { deps: tickerDeps },
  async ({ deps }) => listActive(deps),
);
