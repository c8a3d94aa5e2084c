import { PROVIDER_LABELS, type TOAuthProvider } from '@contracts/booking/connection';
import { isAppError } from '../../errors';
import { ProviderError, type CalendarProviders } from '../../ports/calendar-providers';
import type { OAuthOutcome } from '../../ports/calendar-steps';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { TokenCipher } from '../../ports/token-cipher';
import { addConnection } from '../booking-pages/add-connection';
import { liveOAuthState, oauthStateKey, sameBrowser } from '../booking-pages/oauth-state-item';

export type { OAuthOutcome };

/** A state as `randomToken` makes them: anything else is not looked up at all. */
const STATE_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

export const oauthRefusals = {
  invalidState:
    'This sign-in link is not valid any more (it was used already, expired or was never issued). Please start connecting again.',
  denied: 'The calendar was not connected: access was not granted.',
  exchangeFailed: 'The calendar provider did not confirm the sign-in. Please try again.',
  noRefreshToken:
    'The calendar provider did not grant offline access, so the calendar cannot be synced. Please try again.',
  pageGone: 'The booking page no longer exists.',
  otherBrowser:
    'This sign-in was started in another browser. Please start connecting again from your booking page.',
} as const;

/**
 * The provider's redirect back after consent. The `state` is taken (read and deleted in one step)
 * so it works once; an unknown, expired, used or other-provider state, or one started in another
 * browser (its binding cookie missing or different), is refused with nothing written. Then the code is exchanged with the PKCE verifier, the refresh token is encrypted, and
 * the connection is added like any other (the first is primary, the count stays exact).
 */
export async function finishOAuth(
  deps: {
    table: Pick<Table, 'take' | 'get' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    calendarProviders: CalendarProviders;
    tokenCipher: TokenCipher;
  },
  input: {
    provider: TOAuthProvider;
    state?: string;
    code?: string;
    error?: string;
    /** The browser binding from the callback's cookie. */
    binding?: string;
  },
): Promise<OAuthOutcome> {
  const { provider } = input;
  const refuse = (reason: string, bookingPageId?: string): OAuthOutcome => ({
    connected: false,
    provider,
    reason,
    ...(bookingPageId ? { bookingPageId } : {}),
  });
  if (!input.state || !STATE_SHAPE.test(input.state)) return refuse(oauthRefusals.invalidState);
  const flow = liveOAuthState(
    await deps.table.take(oauthStateKey(input.state)),
    provider,
    deps.clock.now(),
  );
  if (!flow) return refuse(oauthRefusals.invalidState);
  if (!sameBrowser(flow, input.binding)) return refuse(oauthRefusals.otherBrowser);
  if (input.error || !input.code) return refuse(oauthRefusals.denied, flow.bookingPageId);

  let refreshToken: string | undefined;
  try {
    const tokens = await deps.calendarProviders.exchangeCode(provider, {
      code: input.code,
      codeVerifier: flow.codeVerifier,
    });
    refreshToken = tokens.refreshToken;
  } catch (error) {
    if (error instanceof ProviderError)
      return refuse(oauthRefusals.exchangeFailed, flow.bookingPageId);
    throw error;
  }
  if (!refreshToken) return refuse(oauthRefusals.noRefreshToken, flow.bookingPageId);

  try {
    await addConnection(deps, {
      id: deps.ids.newId(),
      bookingPageId: flow.bookingPageId,
      userId: flow.userId,
      provider,
      providerCalendarId: 'primary',
      providerCalendarName: PROVIDER_LABELS[provider],
      createdAt: deps.clock.now().toISOString(),
      refreshTokenCiphertext: await deps.tokenCipher.encrypt(
        'calendar-refresh-token',
        refreshToken,
      ),
    });
  } catch (error) {
    if (isAppError(error) && error.status === 404) return refuse(oauthRefusals.pageGone);
    throw error;
  }
  return { connected: true, provider, bookingPageId: flow.bookingPageId };
}
