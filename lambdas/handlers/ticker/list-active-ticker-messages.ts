import { ZPublicTickerMessageList } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { listActiveTickerMessages as listActive } from '../../services/ticker/list-active-ticker-messages';
import { tickerDeps } from './deps';

export const listActiveTickerMessages = httpRoute(
  { access: 'public', deps: tickerDeps, response: ZPublicTickerMessageList },
  async ({ deps }) => listActive(deps),
);
