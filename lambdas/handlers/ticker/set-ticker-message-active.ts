import { ZSetTickerActive, ZTickerMessage } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { setTickerMessageActive as setActive } from '../../services/ticker/set-ticker-message-active';
import { messageIdOf } from './message-id';
import { tickerDeps } from './deps';

export const setTickerMessageActive = httpRoute(
  { access: 'admin', deps: tickerDeps, body: ZSetTickerActive, response: ZTickerMessage },
  async ({ params, body, deps }) =>
    setActive(deps, { id: messageIdOf(params), isActive: body.isActive }),
);
