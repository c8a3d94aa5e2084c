import { ZOAuthStart } from '@contracts/booking/connection';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import { bindingCookie } from '../../services/booking-pages/oauth-state-item';
import { startOAuth as start } from '../../services/booking-pages/start-oauth';
import { bookingPagesDeps } from './deps';

/** `{ authUrl }`, with the cookie that binds the flow to this browser (checked by the callback). */
export const startOAuth = httpRoute(
  bookingPageRoutes.startOAuth,
  { deps: bookingPagesDeps },
  async ({ params, identity, deps, log }) => {
    const { provider } = params;
    const { authUrl, binding } = await start(
      { ...deps, log },
      { bookingPageId: params.id, sub: identity.sub, provider },
    );
    return respond({
      statusCode: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: JSON.stringify(ZOAuthStart.parse({ authUrl })),
      cookies: [bindingCookie(provider, binding, deps.calendarProviders.appOrigin)],
    });
  },
);
