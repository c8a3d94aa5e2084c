import type { CalendarProviders } from '../../../../lambdas/ports/calendar-providers';
import type { TokenCipher, TokenKind } from '../../../../lambdas/ports/token-cipher';

/**
 * Both providers configured, refreshing any token to `at:<refresh token>`; every other call
 * refuses until a test gives its own.
 */
export function fakeCalendarProviders(calls: Partial<CalendarProviders> = {}): CalendarProviders {
  const unused = (name: string) => () => Promise.reject(new Error(`${name} is not used here`));
  return {
    appOrigin: 'https://app.example',
    client: (provider) => ({
      provider,
      clientId: 'id',
      authorizeUrl: 'https://auth.example',
      redirectUri: 'https://app.example/cb',
    }),
    exchangeCode: unused('exchangeCode'),
    refresh: (_provider, refreshToken) => Promise.resolve({ accessToken: `at:${refreshToken}` }),
    listChanges: unused('listChanges'),
    createEvent: unused('createEvent'),
    moveEvent: unused('moveEvent'),
    deleteEvent: unused('deleteEvent'),
    revoke: unused('revoke'),
    ...calls,
  };
}

/** "Encrypts" by a visible prefix: enough to tell a sealed token from a clear one. */
export const fakeTokenCipher: TokenCipher = {
  encrypt: (kind, plain) => calendarToken(kind, () => `sealed:${plain}`),
  decrypt: (kind, sealed) => calendarToken(kind, () => sealed.replace(/^sealed:/, '')),
};

/** The calendar services seal refresh tokens only: any other kind is a mistake. */
const calendarToken = (kind: TokenKind, answer: () => string) =>
  kind === 'calendar-refresh-token'
    ? Promise.resolve(answer())
    : Promise.reject(new Error(`A calendar refresh token sealed as ${kind}`));
