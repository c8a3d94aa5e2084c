import { ZReorderTicker, ZTickerMessageList } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { reorderTickerMessages as reorder } from '../../services/ticker/reorder-ticker-messages';

export const reorderTickerMessages = httpRoute(
  { access: 'admin', body: ZReorderTicker, response: ZTickerMessageList },
  async ({ body, deps }) => reorder(deps, { ids: body.ids }),
);
