import {
  connectionMessages,
  type TOAuthProvider,
  type TOAuthStart,
} from '@contracts/booking/connection';
import { notConfigured } from '../../errors';
import type { Logger } from '../../middleware/logger';
import type { CalendarProviders } from '../../ports/calendar-providers';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { operatorNote } from './connectable-providers';
import { authorizeUrl, codeChallenge, randomToken } from './oauth-request';
import { bindingHash, toOAuthStateItem } from './oauth-state-item';
import { ownedBookingPage } from './owned-booking-page';

/**
 * Starts connecting a Google or Microsoft calendar: a random single-use `state` is stored with the
 * page, its owner, the provider, the PKCE verifier and the hash of a browser binding (a random
 * value the handler sets as a cookie) for 10 minutes, and the answer is the provider's consent
 * screen for the popup. A provider this deployment has no credentials for (the web does not offer
 * it) answers a plain 503 instead of opening a popup that cannot work; what to set is logged.
 */
export async function startOAuth(
  deps: {
    table: Pick<Table, 'get' | 'create'>;
    clock: Clock;
    calendarProviders: CalendarProviders;
    /** Where the operator reads what a provider lacks. */
    log?: Pick<Logger, 'warn'>;
  },
  input: { bookingPageId: string; sub: string; provider: TOAuthProvider },
): Promise<TOAuthStart & { binding: string }> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const client = deps.calendarProviders.client(input.provider);
  if (!client) {
    deps.log?.warn(operatorNote(input.provider));
    throw notConfigured(connectionMessages.notConfigured(input.provider));
  }

  const state = randomToken();
  const codeVerifier = randomToken();
  const binding = randomToken();
  await deps.table.create(
    toOAuthStateItem(
      state,
      {
        bookingPageId: bookingPage.id,
        userId: input.sub,
        provider: input.provider,
        codeVerifier,
        bindingHash: bindingHash(binding),
      },
      deps.clock.now(),
    ),
    'Could not start connecting: please try again.',
  );
  return {
    authUrl: authorizeUrl(client, { state, codeChallenge: codeChallenge(codeVerifier) }),
    binding,
  };
}
