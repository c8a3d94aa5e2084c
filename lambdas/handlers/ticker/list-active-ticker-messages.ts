import { ZPublicTickerMessageList } from '@contracts/ticker/ticker-message';
import { httpRoute } from '../../middleware/http-route';
import { listActiveTickerMessages as listActive } from '../../services/ticker/list-active-ticker-messages';

export const listActiveTickerMessages = httpRoute(
  { access: 'public', response: ZPublicTickerMessageList },
  async ({ deps }) => listActive(deps),
);
