import { ZAddTickerMessage, ZTickerMessage } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { addTickerMessage as add } from '../../services/ticker/add-ticker-message';
import { tickerDeps } from './deps';

export const addTickerMessage = httpRoute(
  {
    access: 'admin',
    deps: tickerDeps,
    body: ZAddTickerMessage,
    response: ZTickerMessage,
    status: 201,
  },
  async ({ body, deps }) => add(deps, { message: body.message }),
);
