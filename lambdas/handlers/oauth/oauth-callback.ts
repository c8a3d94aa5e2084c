import { oauthRoutes } from '@contracts/oauth/routes';
import { httpRoute } from '../../middleware/http-route';
import { respond } from '../../middleware/http-response';
import { bindingCookie, bindingFrom } from '../../services/booking-pages/oauth-state-item';
import { oauthResultPage } from '../../services/oauth/oauth-result-page';
import { oauthDeps } from './deps';

const one = (value: string | undefined) => (value ? value : undefined);

/**
 * The provider's redirect after consent: answers the popup's HTML page, never JSON. The flow is
 * finished by the function that stores connections (`calendar-consent`): this anonymous one
 * reaches no connection and seals no token.
 */
export const oauthCallback = httpRoute(
  oauthRoutes.callback,
  { deps: oauthDeps },
  async ({ params, query, event, deps }) => {
    const { provider } = params;
    const outcome = await deps.calendarConsent.finish({
      provider,
      state: one(query.state),
      code: one(query.code),
      error: one(query.error),
      binding: bindingFrom(event.cookies, provider),
    });
    const appOrigin = new URL(deps.links.url('/')).origin;
    const page = oauthResultPage(outcome, appOrigin);
    return respond({
      statusCode: page.status,
      headers: page.headers,
      body: page.body,
      // The binding has done its job (or failed it): the browser forgets it.
      cookies: [bindingCookie(provider, '', appOrigin, 0)],
    });
  },
);
