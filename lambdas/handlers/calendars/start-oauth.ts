import { ZOAuthStart } from '@contracts/booking/connection';
import { httpRoute } from '../../middleware/http-route';
import { startOAuth as start } from '../../services/calendars/start-oauth';
import { calendarsDeps } from './deps';
import { calendarIdOf, providerOf } from './path-params';

export const startOAuth = httpRoute(
  { access: 'user', deps: calendarsDeps, response: ZOAuthStart },
  async ({ params, identity, deps }) =>
    start(deps, {
      calendarId: calendarIdOf(params),
      sub: identity.sub,
      provider: providerOf(params),
    }),
);
