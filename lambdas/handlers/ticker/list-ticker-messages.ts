import { ZTickerMessageList } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { listTickerMessages as listAll } from '../../services/ticker/list-ticker-messages';
import { tickerDeps } from './deps';

export const listTickerMessages = httpRoute(
  { access: 'admin', deps: tickerDeps, response: ZTickerMessageList },
  async ({ deps }) => listAll(deps),
);
