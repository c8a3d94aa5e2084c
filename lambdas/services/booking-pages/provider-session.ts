import {
  connectionMessages,
  PROVIDER_LABELS,
  type TOAuthProvider,
} from '@contracts/booking/connection';
import { conflict, notConfigured } from '../../errors';
import { ProviderError, type CalendarProviders } from '../../ports/calendar-providers';
import type { Table } from '../../ports/table';
import type { TokenCipher } from '../../ports/token-cipher';
import { connectionKey, type ConnectionItem } from './connection-item';

export const providerMessages = {
  accessRevoked: (provider: TOAuthProvider) =>
    `${PROVIDER_LABELS[provider]} no longer grants access. Please disconnect it and connect it again.`,
  providerFailed: (provider: TOAuthProvider) =>
    `${PROVIDER_LABELS[provider]} could not be reached. Please try again later.`,
} as const;

export interface ProviderDeps {
  table: Pick<Table, 'updateExisting'>;
  calendarProviders: CalendarProviders;
  tokenCipher: TokenCipher;
}

/** A connection ready for its provider's API: which provider, and a fresh access token. */
export interface ProviderSession {
  provider: TOAuthProvider;
  accessToken: string;
}

/**
 * Opens a Google or Microsoft connection: decrypts its stored refresh token, trades it for an
 * access token and, when the provider rotated the refresh token (Microsoft does), stores the new
 * one encrypted at once, so the next caller refreshes with a token the provider still honours.
 * Failures come out as the 409 the owner reads (`providerCall`).
 */
export async function openProviderSession(
  deps: ProviderDeps,
  connection: ConnectionItem,
): Promise<ProviderSession> {
  const provider = connection.provider as TOAuthProvider;
  if (!deps.calendarProviders.client(provider))
    throw notConfigured(connectionMessages.notConfigured(provider));
  // A token sealed under another key (a rebuilt local stack) is as good as revoked.
  const refreshToken = await deps.tokenCipher
    .decrypt('calendar-refresh-token', String(connection.refreshTokenCiphertext))
    .catch(() => {
      throw conflict(providerMessages.accessRevoked(provider));
    });
  const tokens = await providerCall(provider, () =>
    deps.calendarProviders.refresh(provider, refreshToken),
  );
  if (tokens.refreshToken && tokens.refreshToken !== refreshToken) {
    await deps.table.updateExisting(
      connectionKey(connection.bookingPageId, connection.id),
      {
        set: {
          refreshTokenCiphertext: await deps.tokenCipher.encrypt(
            'calendar-refresh-token',
            tokens.refreshToken,
          ),
        },
      },
      { notFound: connectionMessages.notFound },
    );
  }
  return { provider, accessToken: tokens.accessToken };
}

/**
 * A provider call whose failure the owner can act on: a refused grant (400, 401) or missing right
 * (403) means reconnecting; anything else (5xx, a time-out, an unusable answer) trying later.
 */
export async function providerCall<T>(
  provider: TOAuthProvider,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError) && !isNetworkFailure(error)) throw error;
    const status = error instanceof ProviderError ? error.status : undefined;
    if (status === 400 || status === 401 || status === 403)
      throw conflict(providerMessages.accessRevoked(provider));
    throw conflict(providerMessages.providerFailed(provider));
  }
}

/** fetch's own failures: the host unreachable (TypeError) or the time-out's abort. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
