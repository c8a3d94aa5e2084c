import { ZReorderTicker, ZTickerMessageList } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { reorderTickerMessages as reorder } from '../../services/ticker/reorder-ticker-messages';
import { tickerDeps } from './deps';

export const reorderTickerMessages = httpRoute(
  { access: 'admin', deps: tickerDeps, body: ZReorderTicker, response: ZTickerMessageList },
  async ({ body, deps }) => reorder(deps, { ids: body.ids }),
);
