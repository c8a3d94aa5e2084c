import { calendarConsentPort } from '../../deps/calendar-steps';
import { defineDeps } from '../../deps/define-deps';
import { linksPort } from '../../deps/links';

/**
 * The public OAuth callback: the function that finishes the flow and stores the connection
 * (`calendar-consent`), and the app's origin for the page it answers. No table, no provider, no
 * token key.
 */
export const oauthDeps = defineDeps({
  calendarConsent: calendarConsentPort,
  links: linksPort,
});
