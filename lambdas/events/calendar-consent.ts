import { calendarProvidersPort } from '../deps/calendar-providers';
import { clockPort } from '../deps/clock';
import { defineDeps } from '../deps/define-deps';
import { idsPort } from '../deps/ids';
import { tablePort } from '../deps/table';
import { tokenCipherPort } from '../deps/token-cipher';
import { eventHandler } from '../middleware/event-handler';
import { ZCalendarConsentRequest, type OAuthOutcome } from '../ports/calendar-steps';
import { finishOAuth } from '../services/oauth/finish-oauth';

/**
 * What finishing a calendar's OAuth may reach: the table (the flow's state, the page, the new
 * connection), the providers' token endpoints, and the cipher that seals the refresh token.
 */
export const calendarConsentDeps = defineDeps({
  table: tablePort,
  clock: clockPort,
  ids: idsPort,
  calendarProviders: calendarProvidersPort,
  tokenCipher: tokenCipherPort,
});

/**
 * Invoked by the public OAuth callback with what the provider's redirect carried
 * (`invocations.ts`): the state taken, the code exchanged, the refresh token sealed and the
 * connection stored, so that the anonymous callback itself reaches no connection or token.
 */
export const handler = eventHandler(
  { deps: calendarConsentDeps },
  async (event: unknown, { deps }): Promise<OAuthOutcome> =>
    finishOAuth(deps, ZCalendarConsentRequest.parse(event)),
);
